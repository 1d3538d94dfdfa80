import type { PendingMedia, UploadRequest } from "@contract/admin";
import * as endpoints from "@contract/endpoints/admin";
import { type Column, DataTable } from "~/components/data-table";
import { HeadingCount, Section } from "~/components/section";
import { api } from "~/lib/api-client.server";
import type { Route } from "./+types/requests";
import { listOrDefaults, listQuery, moderate, postedForm, postedFrom } from "./admin.server";
import { personName } from "./admin-format";
import { adminPath, tabTitle } from "./admin-places";
import { AccountIdLink, CardFacts, IntentButton, MediaPreview, serverPage, ViewProfileLink } from "./admin-ui";

/** /admin/requests (spec §2 Upload requests tab): accounts with unapproved styles, 20 a page (in account order). */
export async function loader(args: Route.LoaderArgs) {
  return {
    page: await listOrDefaults(
      (q) => api(args, endpoints.listUploadRequests, { query: q }),
      listQuery(args.url, ["page"]),
    ),
  };
}

/** Approve all of an account's styles, and come back to the same page of the list. */
export const action = async (args: Route.ActionArgs) =>
  moderate(args, await postedForm(args.request), {
    approve_all: async (id) => ({
      result: await api(args, endpoints.approveAllStyles, { json: { accountId: id } }),
      to: postedFrom(args.url),
    }),
  });

/** A row's approve-all and view-profile icons; on a card, approve all says so. */
function RowActions({ row, text }: { row: UploadRequest; text?: string }) {
  return (
    <span className="flex items-center gap-1">
      <IntentButton
        intent="approve_all"
        id={row.account_id}
        label={`Approve all styles of ${personName(row)}`}
        icon="check-all"
        text={text}
      />
      <ViewProfileLink to={adminPath("subscribers", row.account_id)} name={personName(row)} />
    </span>
  );
}

const COLUMNS: Column<UploadRequest>[] = [
  {
    key: "account_id",
    header: "Account ID",
    sortable: false,
    render: (row) => <AccountIdLink accountId={row.account_id} />,
  },
  { key: "first_name", header: "First name", sortable: false, render: (row) => row.first_name ?? "—" },
  { key: "last_name", header: "Last name", sortable: false, render: (row) => row.last_name ?? "—" },
  { key: "subscription", header: "Subscription", sortable: false },
  { key: "images", header: "Images", sortable: false, className: "text-right" },
  { key: "image_requests", header: "Image requests", sortable: false, className: "text-right" },
  {
    key: "actions",
    header: "Actions",
    sortable: false,
    render: (row) => <RowActions row={row} />,
  },
  {
    key: "pending",
    header: "Pending",
    sortable: false,
    render: (row) => <PendingThumbnails items={row.pending} owner={personName(row)} className="w-80" />,
  },
];

/** The unique pending pictures and videos of an account; videos play in place. */
function PendingThumbnails({ items, owner, className }: { items: PendingMedia[]; owner: string; className: string }) {
  return (
    <ul className={`relative flex gap-1.5 overflow-x-auto pb-1 ${className}`}>
      {items.map((item) => (
        <li key={item.id} className="shrink-0">
          <MediaPreview
            video={item.kind === "video"}
            src={item.src}
            still={item.thumb}
            label={`Pending ${item.kind === "video" ? "video" : "picture"} of ${owner}`}
            className="size-16 rounded-lg object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

/** An account waiting for approval on a phone: who, what waits, and approve all first. */
function RequestCard({ row }: { row: UploadRequest }) {
  return (
    <article className="space-y-3">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 font-semibold wrap-anywhere">{personName(row)}</h3>
        <RowActions row={row} text="Approve all" />
      </header>
      <PendingThumbnails items={row.pending} owner={personName(row)} className="w-full" />
      <CardFacts
        facts={[
          ["Account ID", <AccountIdLink key="id" accountId={row.account_id} />],
          ["Subscription", row.subscription],
          ["Images", row.images],
          ["Image requests", row.image_requests],
        ]}
      />
    </article>
  );
}

/** Spec §2 Upload requests tab: per account, its pending media with approve-all and view-profile icons. */
export default function Requests({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <Section
      title={
        <>
          Upload requests <HeadingCount count={page.total} />
        </>
      }
      className="space-y-4"
    >
      <DataTable
        rows={page.rows}
        columns={COLUMNS}
        rowKey={(row) => row.account_id}
        emptyText="No upload waits for approval."
        server={serverPage(page)}
        cards={(row) => <RequestCard row={row} />}
      />
    </Section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: tabTitle("requests") }];
