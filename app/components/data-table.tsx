import { useId } from "react";
import { Form, Link, useLocation } from "react-router";
import { inputClassName } from "./form-field";
import { useSectionHeadingId } from "./section";

export const PAGE_SIZE = 20;

export type Column<Row> = {
  key: string;
  header: string;
  sortable?: boolean;
  /** The value to sort by; defaults to `row[key]`. */
  sortValue?: (row: Row) => string | number | null | undefined;
  render?: (row: Row) => React.ReactNode;
  className?: string;
};

export type TableState = { sort: string | null; direction: "asc" | "desc"; page: number };

/** Reads sort and page from the URL, so a table keeps its state in links that work without JavaScript. */
export function readTableState(search: URLSearchParams, prefix = ""): TableState {
  const page = Number.parseInt(search.get(`${prefix}page`) ?? "1", 10);
  return {
    sort: search.get(`${prefix}sort`),
    direction: search.get(`${prefix}dir`) === "desc" ? "desc" : "asc",
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const collator = new Intl.Collator("de-DE", { numeric: true, sensitivity: "base" });

/** Sorts (stable, empty values last) and slices one page; the page is clamped to the last one. */
export function sortAndPage<Row>(rows: Row[], columns: Column<Row>[], state: TableState, pageSize = PAGE_SIZE) {
  const column = columns.find((candidate) => candidate.key === state.sort && candidate.sortable !== false);
  let sorted = rows;
  if (column) {
    const readValue =
      column.sortValue ?? ((row: Row) => (row as Record<string, unknown>)[column.key] as string | number | null);
    const sign = state.direction === "desc" ? -1 : 1;
    sorted = rows
      .map((row, index) => ({ row, index, value: readValue(row) }))
      .sort((a, b) => {
        const aEmpty = a.value === null || a.value === undefined || a.value === "";
        const bEmpty = b.value === null || b.value === undefined || b.value === "";
        if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
        const order =
          typeof a.value === "number" && typeof b.value === "number"
            ? a.value - b.value
            : collator.compare(String(a.value), String(b.value));
        return order * sign || a.index - b.index;
      })
      .map(({ row }) => row);
  }
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(state.page, pageCount);
  return { rows: sorted.slice((page - 1) * pageSize, page * pageSize), page, pageCount, total: sorted.length };
}

/**
 * A page the server sorted and cut already (its database did, along an
 * index): the table shows `rows` as they come, and its links only ask for
 * another sort or page. `defaultSort` is the server's order when the URL
 * names none, for the header's arrow.
 */
export type ServerPage = {
  page: number;
  pageCount: number;
  total: number;
  defaultSort?: { sort: string; direction: "asc" | "desc" };
};

/**
 * Spec §2 data table: sortable columns and paging of 20, all through links
 * (`?sort=&dir=&page=`), so it works the same with JavaScript off. Without
 * `server` it sorts and pages `rows` itself; with it, the server did.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  emptyText = "Nothing to show yet.",
  paramPrefix = "",
  pageSize = PAGE_SIZE,
  server,
  sortable: tableSortable = true,
  cards,
}: {
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** The table's name; without one it is named by the heading of its Section. */
  caption?: string;
  emptyText?: string;
  paramPrefix?: string;
  pageSize?: number;
  server?: ServerPage;
  /** `false`: the rows keep the order they come in (a log, a playing order) and no header sorts. */
  sortable?: boolean;
  /**
   * A row as a card: below `xl` (1280 px) the rows are a list of these, with a sort form for the headers, so
   * a phone or a tablet reaches every field and control without scrolling sideways; from `xl` the table,
   * whose cells then wrap to fit its width.
   */
  cards?: (row: Row) => React.ReactNode;
}) {
  const location = useLocation();
  const sectionHeadingId = useSectionHeadingId();
  const search = new URLSearchParams(location.search);
  const fromUrl = { ...readTableState(search, paramPrefix), ...(tableSortable ? {} : { sort: null }) };
  const fallback = fromUrl.sort ? null : server?.defaultSort;
  const state = { ...fromUrl, ...fallback, ...(server ? { page: server.page } : {}) };
  const view = server
    ? { rows, page: server.page, pageCount: server.pageCount, total: server.total }
    : sortAndPage(rows, columns, state, pageSize);

  const hrefWith = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) next.set(`${paramPrefix}${name}`, value);
    return `${location.pathname}?${next}`;
  };

  const sortColumns = tableSortable ? columns.filter((column) => column.sortable !== false) : [];
  // A table that must fit its width gives its cells less room.
  const padX = cards ? "px-3" : "px-4";
  return (
    <div
      className={
        cards
          ? "xl:overflow-hidden xl:rounded-2xl xl:border xl:border-line xl:bg-white"
          : "overflow-hidden rounded-2xl border border-line bg-white"
      }
    >
      {cards ? (
        <div className="space-y-3 xl:hidden">
          {sortColumns.length > 0 && view.total > 1 ? (
            <SortForm columns={sortColumns} state={state} paramPrefix={paramPrefix} search={search} />
          ) : null}
          {view.rows.length === 0 ? (
            <p className="card px-4 py-8 text-center text-ink-soft">{emptyText}</p>
          ) : (
            <ul
              aria-label={caption}
              aria-labelledby={caption ? undefined : sectionHeadingId}
              className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            >
              {view.rows.map((row) => (
                <li key={rowKey(row)} className="card min-w-0 p-4">
                  {cards(row)}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {/* relative: the containing block of its sr-only texts, which would otherwise widen the page from off-screen cells. */}
      <div className={`relative overflow-x-auto ${cards ? "hidden xl:block" : ""}`}>
        <table
          aria-labelledby={caption ? undefined : sectionHeadingId}
          className={`w-full text-left text-sm ${cards ? "" : "min-w-max"}`}
        >
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="border-b border-line bg-paper text-xs tracking-wide text-ink-soft uppercase">
            <tr>
              {columns.map((column) => {
                const sortable = tableSortable && column.sortable !== false;
                const active = sortable && state.sort === column.key;
                const nextDirection = active && state.direction === "asc" ? "desc" : "asc";
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={`font-semibold ${sortable ? "p-0" : `${padX} py-3`} ${column.className ?? ""}`}
                    aria-sort={active ? (state.direction === "asc" ? "ascending" : "descending") : undefined}
                  >
                    {sortable ? (
                      // The whole header cell is the link: a 44 px tap target.
                      <Link
                        to={hrefWith({ sort: column.key, dir: nextDirection, page: "1" })}
                        preventScrollReset
                        className={`flex min-h-11 items-center gap-1 ${padX} py-2 hover:bg-black/5 hover:text-ink`}
                      >
                        {column.header}
                        <span aria-hidden="true">{active ? (state.direction === "asc" ? "▲" : "▼") : "↕"}</span>
                      </Link>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {view.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-ink-soft">
                  {emptyText}
                </td>
              </tr>
            ) : (
              view.rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-line last:border-0 hover:bg-paper/60">
                  {columns.map((column) => (
                    <td key={column.key} className={`${padX} py-3 ${column.className ?? ""}`}>
                      {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? "")}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {view.pageCount > 1 ? (
        <nav
          aria-label={caption ? `${caption} pages` : "Pages"}
          className={`flex items-center justify-between gap-2 px-4 py-3 text-sm ${cards ? "mt-3 card xl:mt-0 xl:rounded-none xl:border-0 xl:border-t xl:shadow-none" : "border-t border-line"}`}
        >
          <PageLink to={hrefWith({ page: String(view.page - 1) })} disabled={view.page <= 1}>
            Previous
          </PageLink>
          <span className="text-ink-soft">
            Page {view.page} of {view.pageCount} · {view.total} rows
          </span>
          <PageLink to={hrefWith({ page: String(view.page + 1) })} disabled={view.page >= view.pageCount}>
            Next
          </PageLink>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * The search box of a server-driven table: a GET form, so it works without
 * JavaScript. It keeps the other parameters of the address (the tab, the
 * sort) and starts again at page 1.
 */
export function TableSearch({
  label,
  name = "q",
  paramPrefix = "",
}: {
  label: string;
  name?: string;
  paramPrefix?: string;
}) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const kept = [...search.entries()].filter(
    ([key]) => key !== name && key !== `${paramPrefix}page` && key !== "dialog",
  );
  return (
    <search>
      <Form method="get" action={location.pathname} className="flex flex-wrap items-end gap-2">
        {kept.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <label className="min-w-0 flex-1 text-sm font-medium sm:flex-none">
          {label}
          <input
            type="search"
            name={name}
            defaultValue={search.get(name) ?? ""}
            maxLength={100}
            className={`mt-1 sm:w-72 ${inputClassName}`}
          />
        </label>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
    </search>
  );
}

/**
 * The headers' sorting where the rows are cards: a GET form naming a column and
 * an order, so it works without JavaScript. It keeps the address's other
 * parameters (a search) and starts again at page 1.
 */
function SortForm<Row>({
  columns,
  state,
  paramPrefix,
  search,
}: {
  columns: Column<Row>[];
  state: { sort: string | null; direction: "asc" | "desc" };
  paramPrefix: string;
  search: URLSearchParams;
}) {
  const location = useLocation();
  const sortId = useId();
  const dirId = useId();
  const own = [`${paramPrefix}sort`, `${paramPrefix}dir`, `${paramPrefix}page`, "dialog"];
  const kept = [...search.entries()].filter(([key]) => !own.includes(key));
  const selectClass = `mt-1 ${inputClassName}`;
  return (
    <Form
      method="get"
      action={location.pathname}
      // A new sort from elsewhere (a link) shows in the selects.
      key={`${state.sort}:${state.direction}`}
      className="grid grid-cols-2 items-end gap-2 sm:max-w-xl sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <div>
        <label htmlFor={sortId} className="block text-sm font-medium">
          Sort by
        </label>
        <select id={sortId} name={`${paramPrefix}sort`} defaultValue={state.sort ?? ""} className={selectClass}>
          {state.sort ? null : <option value="">As listed</option>}
          {columns.map((column) => (
            <option key={column.key} value={column.key}>
              {column.header}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={dirId} className="block text-sm font-medium">
          Order
        </label>
        <select id={dirId} name={`${paramPrefix}dir`} defaultValue={state.direction} className={selectClass}>
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </div>
      <button type="submit" className="btn-secondary justify-self-start">
        Sort
      </button>
    </Form>
  );
}

function PageLink({ to, disabled, children }: { to: string; disabled: boolean; children: React.ReactNode }) {
  if (disabled) {
    return (
      <span aria-disabled="true" className="btn-secondary opacity-40">
        {children}
      </span>
    );
  }
  return (
    <Link to={to} preventScrollReset className="btn-secondary">
      {children}
    </Link>
  );
}
