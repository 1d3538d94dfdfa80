import type { SubscriberPage, SubscriberRow } from "@contract/admin";
import { Link } from "react-router";
import { type Column, DataTable, TableSearch } from "~/components/data-table";
import { HeadingCount, Section } from "~/components/section";
import { formatDate, formatDateTime, personName } from "./admin-format";
import { AccountIdLink, serverPage, ViewProfileLink } from "./admin-ui";
import { viewHref } from "./admin-view";

const COLUMNS: Column<SubscriberRow>[] = [
  {
    key: "account_id",
    header: "ID",
    render: (row) => <AccountIdLink accountId={row.account_id} />,
  },
  {
    key: "first_name",
    header: "First name",
    render: (row) => (
      <span className="flex items-center gap-2">
        {row.first_name ?? "—"}
        {row.status === "blocked" ? (
          <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">Blocked</span>
        ) : null}
      </span>
    ),
  },
  { key: "last_name", header: "Last name", render: (row) => row.last_name ?? "—" },
  { key: "created_at", header: "Registered", render: (row) => formatDate(row.created_at) },
  { key: "last_signin", header: "Last sign-in", render: (row) => formatDateTime(row.last_signin) },
  { key: "images", header: "Images", sortable: false, className: "text-right" },
  { key: "subscription", header: "Subscription" },
  {
    key: "referred",
    header: "Referred by",
    render: (row) =>
      row.referred ? (
        <Link to={viewHref("subscribers", row.referred)} className="text-xs underline">
          {row.referred}
        </Link>
      ) : (
        "—"
      ),
  },
  { key: "email", header: "Email", render: (row) => <span className="break-all">{row.email}</span> },
  {
    key: "view",
    header: "Profile",
    sortable: false,
    render: (row) => <ViewProfileLink to={viewHref("subscribers", row.account_id)} name={personName(row)} />,
  },
];

/** Spec §2 Subscribers tab: sorted, searched and paged by the server, 20 a page. */
export function SubscribersTab({ page, q }: { page: SubscriberPage; q: string }) {
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
      />
    </Section>
  );
}
