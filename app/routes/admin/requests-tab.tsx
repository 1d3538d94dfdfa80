import type { PendingMedia, UploadRequest, UploadRequestPage } from "@contract/admin";
import { useLocation } from "react-router";
import { type Column, DataTable } from "~/components/data-table";
import { HeadingCount, Section } from "~/components/section";
import { personName } from "./admin-format";
import { AccountIdLink, IntentButton, MediaPreview, serverPage, ViewProfileLink } from "./admin-ui";
import { viewHref } from "./admin-view";

function columns(back: string): Column<UploadRequest>[] {
  return [
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
      render: (row) => (
        <span className="flex items-center">
          <IntentButton
            intent="approve_all"
            id={row.account_id}
            label={`Approve all styles of ${personName(row)}`}
            back={back}
            icon="check-all"
          />
          <ViewProfileLink to={viewHref("subscribers", row.account_id)} name={personName(row)} />
        </span>
      ),
    },
    {
      key: "pending",
      header: "Pending",
      sortable: false,
      render: (row) => <PendingThumbnails items={row.pending} owner={personName(row)} />,
    },
  ];
}

/** The unique pending pictures and videos of an account; videos play in place. */
function PendingThumbnails({ items, owner }: { items: PendingMedia[]; owner: string }) {
  return (
    <ul className="relative flex w-56 gap-1.5 overflow-x-auto pb-1 sm:w-80">
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

/** Spec §2 Upload requests tab: accounts with unapproved styles, 20 a page (in account order). */
export function RequestsTab({ page }: { page: UploadRequestPage }) {
  const location = useLocation();
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
        columns={columns(`${location.pathname}${location.search}`)}
        rowKey={(row) => row.account_id}
        emptyText="No upload waits for approval."
        server={serverPage(page)}
      />
    </Section>
  );
}
