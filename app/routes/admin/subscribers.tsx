import type { SubscriberRow } from "@contract/admin";
import * as endpoints from "@contract/endpoints/admin";
import { Link } from "react-router";
import { type Column, DataTable, TableSearch } from "~/components/data-table";
import { HeadingCount, Section } from "~/components/section";
import { api } from "~/lib/api-client.server";
import type { Route } from "./+types/subscribers";
import { listOrDefaults, listQuery } from "./admin.server";
import { formatDate, formatDateTime, personName } from "./admin-format";
import { adminPath, tabTitle } from "./admin-places";
import { AccountIdLink, BlockedBadge, CardFacts, serverPage, ViewProfileLink } from "./admin-ui";

/** /admin/subscribers (spec §2 Subscribers tab): sorted, searched and paged by the server, 20 a page. */
export async function loader(args: Route.LoaderArgs) {
  const query = listQuery(args.url, ["sort", "dir", "page", "q"]);
  const page = await listOrDefaults((q) => api(args, endpoints.listSubscribers, { query: q }), query);
  return { page, q: query.q ?? "" };
}

const referredLink = (row: SubscriberRow) =>
  row.referred ? (
    <Link to={adminPath("subscribers", row.referred)} className="font-mono text-xs underline underline-offset-2">
      {row.referred}
    </Link>
  ) : (
    "—"
  );

const COLUMNS: Column<SubscriberRow>[] = [
  { key: "account_id", header: "ID", render: (row) => <AccountIdLink accountId={row.account_id} /> },
  {
    key: "first_name",
    header: "First name",
    render: (row) => (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {row.first_name ?? "—"}
        {row.status === "blocked" ? <BlockedBadge /> : null}
      </span>
    ),
  },
  { key: "last_name", header: "Last name", render: (row) => row.last_name ?? "—" },
  { key: "created_at", header: "Registered", render: (row) => formatDate(row.created_at) },
  { key: "last_signin", header: "Last sign-in", render: (row) => formatDateTime(row.last_signin) },
  { key: "images", header: "Images", sortable: false, className: "text-right" },
  { key: "subscription", header: "Subscription" },
  { key: "referred", header: "Referred by", render: referredLink },
  // An address has no place to break: it breaks anywhere, so the column can be narrower than the longest one.
  { key: "email", header: "Email", render: (row) => <span className="wrap-anywhere">{row.email}</span> },
  {
    key: "view",
    header: "Profile",
    sortable: false,
    render: (row) => <ViewProfileLink to={adminPath("subscribers", row.account_id)} name={personName(row)} />,
  },
];

/** A subscriber on a phone: who, the table's other columns as facts, and the detail one tap away. */
function SubscriberCard({ row }: { row: SubscriberRow }) {
  const name = personName(row);
  const fullName = [row.first_name, row.last_name].filter(Boolean).join(" ");
  return (
    <article className="space-y-3">
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {/* Named by the person, else by the address: the one thing every subscriber has. */}
          <h3 className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere">
            {fullName || row.email}
            {row.status === "blocked" ? <BlockedBadge /> : null}
          </h3>
          {fullName ? <p className="text-sm wrap-anywhere text-ink-soft">{row.email}</p> : null}
        </div>
        <ViewProfileLink to={adminPath("subscribers", row.account_id)} name={name} />
      </header>
      <CardFacts
        facts={[
          ["ID", <AccountIdLink key="id" accountId={row.account_id} />],
          ["Subscription", row.subscription],
          ["Images", row.images],
          ["Registered", formatDate(row.created_at)],
          ["Last sign-in", formatDateTime(row.last_signin)],
          ["Referred by", referredLink(row)],
        ]}
      />
      {row.image_requests > 0 ? (
        <Link to={adminPath("subscribers", row.account_id)} className="btn-secondary w-full">
          {row.image_requests === 1 ? "1 style to approve" : `${row.image_requests} styles to approve`}
          <span className="sr-only"> of {name}</span>
        </Link>
      ) : null}
    </article>
  );
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { page, q } = loaderData;
  return (
    <Section
      title={
        <>
          Subscribers <HeadingCount count={page.total} />
        </>
      }
      aside={<TableSearch label="Search by name, e-mail, company or ID" />}
      className="space-y-4"
    >
      <DataTable
        rows={page.rows}
        columns={COLUMNS}
        rowKey={(row) => row.account_id}
        emptyText={q ? `No subscriber matches “${q}”.` : "No subscribers yet."}
        server={serverPage(page, { sort: "created_at", direction: "desc" })}
        cards={(row) => <SubscriberCard row={row} />}
      />
    </Section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: tabTitle("subscribers") }];
