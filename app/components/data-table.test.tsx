import { render, screen, within } from "@testing-library/react";
import { createContext, useContext } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type Column, DataTable, PAGE_SIZE, readTableState, sortAndPage, type TableState } from "./data-table";
import { Section } from "./section";

type City = { id: string; name: string; population: number | null; note?: string };

const COLUMNS: Column<City>[] = [
  { key: "name", header: "Name" },
  { key: "population", header: "Population" },
  { key: "note", header: "Note", sortable: false },
];

/** What the stubbed `/list` route renders, given per test. */
const Page = createContext<React.ReactNode>(null);
const PageRoute = () => useContext(Page);
const ListStub = createRoutesStub([{ path: "/list", Component: PageRoute }]);

const state = (overrides: Partial<TableState> = {}): TableState => ({
  sort: null,
  direction: "asc",
  page: 1,
  ...overrides,
});
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const names = (rows: { name: string }[]) => rows.map((row) => row.name);
/** The rows sorted by `sort` ascending and descending, each shown as `show` lists them (ids by default). */
const bothWays = (rows: City[], sort: string, show: (rows: City[]) => string[] = ids) => ({
  asc: show(sortAndPage(rows, COLUMNS, state({ sort })).rows),
  desc: show(sortAndPage(rows, COLUMNS, state({ sort, direction: "desc" })).rows),
});

describe("readTableState", () => {
  it("defaults to no sort, ascending, page 1", () => {
    expect(readTableState(new URLSearchParams())).toEqual({ sort: null, direction: "asc", page: 1 });
  });

  it("reads sort, direction and page", () => {
    expect(readTableState(new URLSearchParams("sort=name&dir=desc&page=3"))).toEqual({
      sort: "name",
      direction: "desc",
      page: 3,
    });
  });

  it.each(["0", "-2", "abc", ""])("falls back to page 1 for page=%j", (page) => {
    expect(readTableState(new URLSearchParams({ page })).page).toBe(1);
  });

  it("reads the leading integer of a page like '2.7'", () => {
    expect(readTableState(new URLSearchParams("page=2.7")).page).toBe(2);
  });

  it.each(["asc", "DESC", "down", ""])("treats dir=%j as ascending", (dir) => {
    expect(readTableState(new URLSearchParams({ dir })).direction).toBe("asc");
  });

  it("reads only the parameters with its prefix", () => {
    const search = new URLSearchParams("sort=name&dir=desc&page=4&a_sort=population&a_page=2");
    expect(readTableState(search, "a_")).toEqual({ sort: "population", direction: "asc", page: 2 });
    expect(readTableState(search, "b_")).toEqual({ sort: null, direction: "asc", page: 1 });
  });
});

describe("sortAndPage", () => {
  const cities: City[] = [
    { id: "zurich", name: "Zürich", population: 420_000 },
    { id: "koeln", name: "Koeln", population: 1_080_000 },
    { id: "aachen", name: "Aachen", population: 250_000 },
    { id: "koln", name: "Köln", population: 1_080_000 },
    { id: "bern", name: "Bern", population: 140_000 },
  ];

  it("keeps the given order when no sort is set", () => {
    expect(ids(sortAndPage(cities, COLUMNS, state()).rows)).toEqual(["zurich", "koeln", "aachen", "koln", "bern"]);
  });

  it("sorts strings with German collation, umlauts beside their base letter", () => {
    expect(bothWays(cities, "name", names)).toEqual({
      asc: ["Aachen", "Bern", "Koeln", "Köln", "Zürich"],
      desc: ["Zürich", "Köln", "Koeln", "Bern", "Aachen"],
    });
  });

  it("compares strings case- and accent-insensitively, keeping the original order for such ties", () => {
    const rows = [
      { id: "1", name: "köln", population: 1 },
      { id: "2", name: "Koln", population: 2 },
      { id: "3", name: "KÖLN", population: 3 },
    ];
    expect(bothWays(rows, "name")).toEqual({ asc: ["1", "2", "3"], desc: ["1", "2", "3"] });
  });

  it("sorts digits inside strings numerically", () => {
    const rows = ["Screen 10", "Screen 9", "Screen 100"].map((name) => ({ id: name, name, population: 0 }));
    expect(bothWays(rows, "name", names).asc).toEqual(["Screen 9", "Screen 10", "Screen 100"]);
  });

  it("sorts numbers by value, not as text", () => {
    const rows = [
      { id: "a", name: "a", population: 9 },
      { id: "b", name: "b", population: 100 },
      { id: "c", name: "c", population: -5 },
      { id: "d", name: "d", population: 20 },
    ];
    expect(bothWays(rows, "population")).toEqual({ asc: ["c", "a", "d", "b"], desc: ["b", "d", "a", "c"] });
  });

  it("keeps ties in their original order in both directions", () => {
    const rows = [
      { id: "first", name: "x", population: 5 },
      { id: "big", name: "y", population: 7 },
      { id: "second", name: "z", population: 5 },
      { id: "third", name: "w", population: 5 },
    ];
    expect(bothWays(rows, "population")).toEqual({
      asc: ["first", "second", "third", "big"],
      desc: ["big", "first", "second", "third"],
    });
  });

  it("puts empty values (null, undefined, '') last in both directions, in their original order", () => {
    const rows: City[] = [
      { id: "null", name: "n", population: null },
      { id: "ten", name: "t", population: 10 },
      { id: "empty", name: "", population: null },
      { id: "two", name: "w", population: 2 },
    ];
    expect(bothWays(rows, "population")).toEqual({
      asc: ["two", "ten", "null", "empty"],
      desc: ["ten", "two", "null", "empty"],
    });
    expect(bothWays(rows, "name")).toEqual({
      asc: ["null", "ten", "two", "empty"],
      desc: ["two", "ten", "null", "empty"],
    });
    const withUndefined = [{ id: "u" } as City, { id: "v", name: "v", population: 1 }];
    expect(bothWays(withUndefined, "name").desc).toEqual(["v", "u"]);
  });

  it("sorts by a column's sortValue when it has one", () => {
    const columns: Column<City>[] = [{ key: "name", header: "Name", sortValue: (row) => row.name.length }];
    const rows = [
      { id: "long", name: "Mönchengladbach", population: 0 },
      { id: "short", name: "Ulm", population: 0 },
      { id: "mid", name: "Berlin", population: 0 },
    ];
    expect(ids(sortAndPage(rows, columns, state({ sort: "name" })).rows)).toEqual(["short", "mid", "long"]);
  });

  it("ignores a sort on an unsortable or unknown column", () => {
    const rows: City[] = [
      { id: "b", name: "b", population: 1, note: "b" },
      { id: "a", name: "a", population: 2, note: "a" },
    ];
    expect(ids(sortAndPage(rows, COLUMNS, state({ sort: "note" })).rows)).toEqual(["b", "a"]);
    expect(ids(sortAndPage(rows, COLUMNS, state({ sort: "nope", direction: "desc" })).rows)).toEqual(["b", "a"]);
  });

  it("does not reorder the array it was given", () => {
    const rows = [...cities];
    sortAndPage(rows, COLUMNS, state({ sort: "name" }));
    expect(ids(rows)).toEqual(ids(cities));
  });

  describe("paging", () => {
    const many = Array.from({ length: 45 }, (_, index) => ({
      id: `r${index + 1}`,
      name: `Row ${index + 1}`,
      population: index + 1,
    }));

    it("has pages of 20", () => {
      expect(PAGE_SIZE).toBe(20);
      const first = sortAndPage(many, COLUMNS, state());
      expect(first).toMatchObject({ page: 1, pageCount: 3, total: 45 });
      expect(first.rows).toHaveLength(20);
      expect(first.rows[0]?.id).toBe("r1");
      expect(first.rows[19]?.id).toBe("r20");
    });

    it("returns the requested page after sorting", () => {
      const second = sortAndPage(many, COLUMNS, state({ sort: "population", direction: "desc", page: 2 }));
      expect(second.page).toBe(2);
      expect(ids(second.rows)).toEqual(Array.from({ length: 20 }, (_, index) => `r${25 - index}`));
    });

    it("returns a short last page", () => {
      const last = sortAndPage(many, COLUMNS, state({ page: 3 }));
      expect(ids(last.rows)).toEqual(["r41", "r42", "r43", "r44", "r45"]);
    });

    it("clamps a page past the end to the last page", () => {
      const clamped = sortAndPage(many, COLUMNS, state({ page: 99 }));
      expect(clamped.page).toBe(3);
      expect(ids(clamped.rows)).toEqual(["r41", "r42", "r43", "r44", "r45"]);
    });

    it("has one empty page when there are no rows", () => {
      expect(sortAndPage([], COLUMNS, state({ page: 5 }))).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
    });

    it("takes a custom page size", () => {
      expect(sortAndPage(many, COLUMNS, state({ page: 2 }), 10)).toMatchObject({ page: 2, pageCount: 5 });
      expect(sortAndPage(many, COLUMNS, state({ page: 2 }), 10).rows[0]?.id).toBe("r11");
    });
  });
});

describe("DataTable", () => {
  const ROWS: City[] = Array.from({ length: 45 }, (_, index) => ({
    id: `c${String(index + 1).padStart(2, "0")}`,
    name: `City ${String(index + 1).padStart(2, "0")}`,
    population: (index + 1) * 1000,
    note: `note ${index + 1}`,
  }));

  function renderAt(url: string, element: React.ReactNode) {
    return render(
      <Page.Provider value={element}>
        <ListStub initialEntries={[url]} />
      </Page.Provider>,
    );
  }

  function renderTable(url: string, rows: City[] = ROWS) {
    return renderAt(url, <DataTable rows={rows} columns={COLUMNS} rowKey={(row) => row.id} caption="Cities" />);
  }

  /** The link's query as an object, ignoring parameter order. */
  function query(link: HTMLElement) {
    const href = link.getAttribute("href") ?? "";
    const url = new URL(href, "http://localhost");
    return { pathname: url.pathname, params: Object.fromEntries(url.searchParams) };
  }

  const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });

  it("renders the sorted page from the URL", () => {
    renderTable("/list?sort=name&dir=desc&page=2");
    const table = screen.getByRole("table", { name: "Cities" });
    const bodyRows = within(table).getAllByRole("row").slice(1);
    expect(bodyRows).toHaveLength(20);
    expect(within(bodyRows[0] as HTMLElement).getByText("City 25")).toBeInTheDocument();
    expect(within(bodyRows[19] as HTMLElement).getByText("City 06")).toBeInTheDocument();
    expect(screen.getByText(/Page 2 of 3 · 45 rows/)).toBeInTheDocument();
  });

  it("links headers to the toggled direction on page 1, keeping other parameters", () => {
    renderTable("/list?sort=name&dir=desc&page=2&tab=cities");
    expect(query(within(header("Name")).getByRole("link"))).toEqual({
      pathname: "/list",
      params: { sort: "name", dir: "asc", page: "1", tab: "cities" },
    });
    expect(query(within(header("Population")).getByRole("link"))).toEqual({
      pathname: "/list",
      params: { sort: "population", dir: "asc", page: "1", tab: "cities" },
    });
  });

  it("takes its name from the heading of its Section when it has no caption", () => {
    renderAt(
      "/list",
      <Section title="Towns">
        <DataTable rows={ROWS.slice(0, 2)} columns={COLUMNS} rowKey={(row) => row.id} />
      </Section>,
    );
    expect(screen.getByRole("table", { name: "Towns" })).toBeInTheDocument();
  });

  it("keeps the given order with sortable={false}: no header links, and a sort in the URL is ignored", () => {
    const reversed = ROWS.slice(0, 5).reverse();
    renderAt(
      "/list?sort=name&dir=asc",
      <DataTable rows={reversed} columns={COLUMNS} rowKey={(row) => row.id} caption="Cities" sortable={false} />,
    );
    expect(within(screen.getByRole("table")).queryAllByRole("link")).toHaveLength(0);
    expect(header("Name")).not.toHaveAttribute("aria-sort");
    const firstCells = within(screen.getByRole("table"))
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.querySelector("td")?.textContent);
    expect(firstCells).toEqual(names(reversed));
  });

  it("links the active ascending column to descending", () => {
    renderTable("/list?sort=population");
    expect(query(within(header("Population")).getByRole("link")).params).toMatchObject({
      sort: "population",
      dir: "desc",
      page: "1",
    });
    expect(query(within(header("Name")).getByRole("link")).params).toMatchObject({ sort: "name", dir: "asc" });
  });

  it("marks only the sorted column with aria-sort", () => {
    const { unmount } = renderTable("/list?sort=name&dir=desc");
    expect(header("Name")).toHaveAttribute("aria-sort", "descending");
    expect(header("Population")).not.toHaveAttribute("aria-sort");
    expect(header("Note")).not.toHaveAttribute("aria-sort");
    unmount();

    renderTable("/list?sort=population");
    expect(header("Population")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Name")).not.toHaveAttribute("aria-sort");
  });

  it("gives an unsortable column no link and no aria-sort, even when the URL names it", () => {
    renderTable("/list?sort=note&dir=desc");
    expect(header("Note")).toHaveTextContent(/^Note$/);
    expect(within(header("Note")).queryByRole("link")).not.toBeInTheDocument();
    expect(header("Note")).not.toHaveAttribute("aria-sort");
  });

  it("links Previous and Next to the neighbouring pages, keeping the sort", () => {
    renderTable("/list?sort=name&dir=desc&page=2");
    const pages = screen.getByRole("navigation", { name: "Cities pages" });
    expect(query(within(pages).getByRole("link", { name: "Previous" }))).toEqual({
      pathname: "/list",
      params: { sort: "name", dir: "desc", page: "1" },
    });
    expect(query(within(pages).getByRole("link", { name: "Next" }))).toEqual({
      pathname: "/list",
      params: { sort: "name", dir: "desc", page: "3" },
    });
  });

  it("disables Previous on the first page and Next on the last", () => {
    const { unmount } = renderTable("/list");
    expect(screen.queryByRole("link", { name: "Previous" })).not.toBeInTheDocument();
    expect(screen.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("link", { name: "Next" })).toBeInTheDocument();
    unmount();

    renderTable("/list?page=99");
    expect(screen.getByText(/Page 3 of 3/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Next" })).not.toBeInTheDocument();
    expect(screen.getByText("Next")).toHaveAttribute("aria-disabled", "true");
    expect(query(screen.getByRole("link", { name: "Previous" })).params.page).toBe("2");
  });

  it("shows no paging for a single page", () => {
    renderTable("/list", ROWS.slice(0, 20));
    expect(screen.getAllByRole("row")).toHaveLength(21);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("renders cells through render and falls back to the raw value", () => {
    const columns: Column<City>[] = [
      { key: "name", header: "Name", render: (row) => <strong>{row.name.toUpperCase()}</strong> },
      { key: "population", header: "Population" },
      { key: "note", header: "Note" },
    ];
    renderAt(
      "/list",
      <DataTable
        rows={[{ id: "x", name: "Ulm", population: 0 }]}
        columns={columns}
        rowKey={(row) => row.id}
        caption="C"
      />,
    );
    const cells = screen.getAllByRole("cell");
    expect(cells[0]?.querySelector("strong")).toHaveTextContent("ULM");
    expect(cells[1]).toHaveTextContent(/^0$/);
    expect(cells[2]).toHaveTextContent(/^$/);
  });

  it("shows the empty text across all columns when there are no rows", () => {
    const { unmount } = renderTable("/list", []);
    const cell = screen.getByRole("cell");
    expect(cell).toHaveTextContent("Nothing to show yet.");
    expect(cell).toHaveAttribute("colspan", "3");
    unmount();

    renderAt(
      "/list",
      <DataTable rows={[]} columns={COLUMNS} rowKey={(row) => row.id} caption="Cities" emptyText="No cities." />,
    );
    expect(screen.getByRole("cell")).toHaveTextContent("No cities.");
  });

  it("keeps the parameters of two tables apart with paramPrefix", () => {
    renderAt(
      "/list?a_sort=name&a_dir=desc&a_page=2&b_page=3",
      <>
        <DataTable rows={ROWS} columns={COLUMNS} rowKey={(row) => row.id} caption="First" paramPrefix="a_" />
        <DataTable rows={ROWS} columns={COLUMNS} rowKey={(row) => row.id} caption="Second" paramPrefix="b_" />
      </>,
    );
    const first = screen.getByRole("table", { name: "First" });
    const second = screen.getByRole("table", { name: "Second" });

    // Each table reads only its own parameters.
    expect(within(first).getAllByRole("row")[1]).toHaveTextContent("City 25");
    expect(within(first).getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "descending");
    expect(within(second).getAllByRole("row")[1]).toHaveTextContent("City 41");
    expect(within(second).getByRole("columnheader", { name: /^Name/ })).not.toHaveAttribute("aria-sort");

    // Each table's links change only its own parameters.
    const firstSort = { a_sort: "name", a_dir: "desc" };
    expect(query(within(second).getByRole("link", { name: /^Population/ })).params).toEqual({
      ...firstSort,
      a_page: "2",
      b_sort: "population",
      b_dir: "asc",
      b_page: "1",
    });
    const firstPages = screen.getByRole("navigation", { name: "First pages" });
    expect(query(within(firstPages).getByRole("link", { name: "Next" })).params).toEqual({
      ...firstSort,
      a_page: "3",
      b_page: "3",
    });
    const secondPages = screen.getByRole("navigation", { name: "Second pages" });
    expect(query(within(secondPages).getByRole("link", { name: "Previous" })).params).toEqual({
      ...firstSort,
      a_page: "2",
      b_page: "2",
    });
  });

  describe("with cards", () => {
    const card = (row: City) => <p>{`Card of ${row.name}`}</p>;
    const renderCards = (url: string, rows: City[] = ROWS, props: { sortable?: boolean } = {}) =>
      renderAt(
        url,
        <Section title="Towns">
          <DataTable rows={rows} columns={COLUMNS} rowKey={(row) => row.id} cards={card} {...props} />
        </Section>,
      );
    const sortForm = () => screen.getByRole("button", { name: "Sort" }).closest("form") as HTMLFormElement;

    it("shows the page's rows as a list of cards named like the table (the stylesheet shows one of them)", () => {
      renderCards("/list?sort=name&dir=desc&page=2");
      const list = screen.getByRole("list", { name: "Towns" });
      const cards = within(list).getAllByRole("listitem");
      expect(cards).toHaveLength(20);
      expect(cards[0]).toHaveTextContent("Card of City 25");
      expect(cards[19]).toHaveTextContent("Card of City 06");
      expect(screen.getByRole("table", { name: "Towns" })).toBeInTheDocument();
      expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent("Page 2 of 3 · 45 rows");
    });

    it("sorts through a GET form of the sortable columns, keeping the other parameters and starting at page 1", () => {
      renderCards("/list?sort=population&dir=desc&page=2&q=ber&dialog=x");
      const form = sortForm();
      expect(form.method).toBe("get");
      expect(new URL(form.action).pathname).toBe("/list");
      const sortBy = screen.getByRole("combobox", { name: "Sort by" });
      const values = within(sortBy)
        .getAllByRole("option")
        .map((option) => option.getAttribute("value"));
      expect(values).toEqual(["name", "population"]);
      expect(sortBy).toHaveValue("population");
      expect(screen.getByRole("combobox", { name: "Order" })).toHaveValue("desc");
      const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
        input.name,
        input.value,
      ]);
      expect(hidden).toEqual([["q", "ber"]]);
    });

    it("offers 'As listed' while nothing is sorted", () => {
      renderCards("/list");
      const sortBy = screen.getByRole("combobox", { name: "Sort by" });
      expect(sortBy).toHaveValue("");
      expect(within(sortBy).getAllByRole("option")[0]).toHaveTextContent("As listed");
    });

    it("has no sort form for a single row, nor when the table does not sort", () => {
      const { unmount } = renderCards("/list", ROWS.slice(0, 1));
      expect(screen.queryByRole("button", { name: "Sort" })).not.toBeInTheDocument();
      unmount();
      renderCards("/list", ROWS.slice(0, 5), { sortable: false });
      expect(screen.queryByRole("button", { name: "Sort" })).not.toBeInTheDocument();
    });

    it("says the empty text in place of the cards", () => {
      renderCards("/list", []);
      expect(screen.queryByRole("list")).not.toBeInTheDocument();
      expect(screen.getAllByText("Nothing to show yet.")).toHaveLength(2);
    });
  });
});
