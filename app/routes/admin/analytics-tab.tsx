import {
  ADMIN_MESSAGES,
  type AnalyticsDetail,
  type AnalyticsPage,
  type AnalyticsRow,
  type SlideshowStatus,
} from "@contract/admin";
import { type Column, DataTable } from "~/components/data-table";
import { Section } from "~/components/section";
import { accountLabel, formatDateTime, formatDuration, orNotAvailable } from "./admin-format";
import { GoBack, serverPage, ViewProfileLink } from "./admin-ui";
import { viewHref } from "./admin-view";

const DOT: Record<SlideshowStatus, string> = {
  active: "bg-success",
  connected: "bg-warning",
  inactive: "bg-ink-soft/40",
};

/** Spec §2: a coloured dot with the word, and the count when more than one slideshow is online. */
function StatusDot({ status, count }: { status: SlideshowStatus; count: number }) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${DOT[status]}`} />
      {status}
      {count > 1 ? <span className="text-ink-soft">({count} online)</span> : null}
    </span>
  );
}

const COLUMNS: Column<AnalyticsRow>[] = [
  {
    key: "status",
    header: "Status",
    sortable: false,
    render: (row) => <StatusDot status={row.status} count={row.slideshow_online_count} />,
  },
  { key: "company", header: "Company", sortable: false, render: (row) => accountLabel(row) },
  { key: "city", header: "Location", sortable: false, render: (row) => row.city ?? "—" },
  { key: "runtime_today", header: "Runtime today", render: (row) => formatDuration(row.runtime_today) },
  { key: "runtime_total", header: "Runtime total", render: (row) => formatDuration(row.runtime_total) },
  {
    key: "view",
    header: "Profile",
    sortable: false,
    render: (row) => <ViewProfileLink to={viewHref("analytics", row.account_id)} name={accountLabel(row)} />,
  },
];

/** Spec §2 Analytics tab: screens per account, sorted by runtime by the server, with the totals. */
export function AnalyticsTab({ page }: { page: AnalyticsPage }) {
  return (
    <Section title="Analytics" className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="card p-4">
          <dt className="text-sm text-ink-soft">Display total</dt>
          <dd className="text-2xl font-bold">{page.display_total}</dd>
        </div>
        <div className="card p-4">
          <dt className="text-sm text-ink-soft">Running time total</dt>
          <dd className="text-2xl font-bold">{formatDuration(page.running_time_total)}</dd>
        </div>
      </dl>
      <DataTable
        rows={page.rows}
        columns={COLUMNS}
        rowKey={(row) => row.account_id}
        caption="Screens per account"
        emptyText={`Screen analytics: ${ADMIN_MESSAGES.notAvailable} yet. No slideshow has reported its presence.`}
        server={serverPage(page, { sort: "runtime_total", direction: "desc" })}
      />
    </Section>
  );
}

/** Spec §2 Analytics detail sub-tab: every field with its 'not available' fallback, and the connection histories. */
export function AnalyticsDetailView({ detail }: { detail: AnalyticsDetail }) {
  const fields: [string, string][] = [
    ["Company name", orNotAvailable(detail.company)],
    [
      "Address",
      orNotAvailable(
        [detail.address, [detail.zip_code, detail.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
      ),
    ],
    ["E-mail", orNotAvailable(detail.email)],
    ["Website", orNotAvailable(detail.domain)],
    ["Slideshow status", detail.status],
    ["Last online session", formatDateTime(detail.online_session, ADMIN_MESSAGES.notAvailable)],
    ["Last offline session", formatDateTime(detail.offline_session, ADMIN_MESSAGES.notAvailable)],
    ["Runtime today", formatDuration(detail.runtime_today)],
    ["Runtime this month", formatDuration(detail.runtime_month)],
    ["Runtime total", formatDuration(detail.runtime_total)],
    ["Last online at", formatDateTime(detail.last_online_at, ADMIN_MESSAGES.notAvailable)],
    [
      "Browser",
      orNotAvailable([detail.browser_info.browser.name, detail.browser_info.browser.version].filter(Boolean).join(" ")),
    ],
    ["OS", orNotAvailable([detail.browser_info.os.name, detail.browser_info.os.version].filter(Boolean).join(" "))],
    ["Screen width", orNotAvailable(detail.screen_info.width)],
    ["Screen height", orNotAvailable(detail.screen_info.height)],
    ["Orientation", orNotAvailable(detail.screen_info.orientation)],
    ["Resolution", orNotAvailable(detail.screen_info.resolution)],
  ];
  return (
    <section aria-labelledby="analytics-detail-title" className="space-y-6">
      <GoBack to={viewHref("analytics")} />
      <div className="card p-5 sm:p-6">
        <h2 id="analytics-detail-title" className="flex flex-wrap items-center gap-3 text-xl font-bold">
          {accountLabel(detail)}
          <span className="text-sm font-normal">
            <StatusDot status={detail.status} count={detail.slideshow_online_count} />
          </span>
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="mb-2 break-words sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Section title="Connection histories" level={3} className="space-y-3">
        {detail.connection_histories.length === 0 ? (
          <p className="text-sm text-ink-soft">{ADMIN_MESSAGES.noHistories}</p>
        ) : (
          <DataTable
            rows={detail.connection_histories}
            columns={[
              { key: "screen_id", header: "TV ID", render: (row) => <code className="text-xs">{row.screen_id}</code> },
              { key: "time_spent", header: "Time Spent", render: (row) => formatDuration(row.time_spent) },
              { key: "status", header: "Status" },
              { key: "started_at", header: "Started", render: (row) => formatDateTime(row.started_at) },
            ]}
            rowKey={(row) => row.connection_id}
            pageSize={50}
            sortable={false}
          />
        )}
      </Section>
    </section>
  );
}
