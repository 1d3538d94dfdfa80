import {
  ACCOUNT_TOTAL_LABELS,
  ACCOUNT_TOTALS_NOTE,
  ACCOUNT_TOTALS_PERIOD,
  ADMIN_MESSAGES,
  type AnalyticsRow,
} from "@contract/admin";
import * as endpoints from "@contract/endpoints/admin";
import { type Column, DataTable } from "~/components/data-table";
import { Section } from "~/components/section";
import { api } from "~/lib/api-client.server";
import { formatDuration } from "~/lib/format-duration";
import type { Route } from "./+types/analytics";
import { listOrDefaults, listQuery } from "./admin.server";
import { accountLabel, formatCount } from "./admin-format";
import { adminPath, tabTitle } from "./admin-places";
import { CardFacts, ScreenStatuses, ScreenStatusLegend, serverPage, ViewProfileLink } from "./admin-ui";

/**
 * /admin/analytics (spec §2 Analytics tab): screens per account, sorted by the server by runtime or (issue 36) by
 * the plays, scans, visits and taps of the last 30 days, with the totals.
 */
export async function loader(args: Route.LoaderArgs) {
  const query = listQuery(args.url, ["sort", "dir", "page"]);
  return { page: await listOrDefaults((q) => api(args, endpoints.listAnalytics, { query: q }), query) };
}

/** The 30-day totals, each a sortable column (its key is its sort). */
const TOTAL_KEYS = Object.keys(ACCOUNT_TOTAL_LABELS) as (keyof typeof ACCOUNT_TOTAL_LABELS)[];

const COLUMNS: Column<AnalyticsRow>[] = [
  {
    key: "status",
    header: "Screens",
    sortable: false,
    render: (row) => <ScreenStatuses counts={row.screen_statuses} online={row.slideshow_online_count} />,
  },
  { key: "company", header: "Company", sortable: false, render: (row) => accountLabel(row) },
  { key: "city", header: "Location", sortable: false, render: (row) => row.city ?? "—" },
  { key: "runtime_today", header: "Runtime today", render: (row) => formatDuration(row.runtime_today) },
  { key: "runtime_total", header: "Runtime total", render: (row) => formatDuration(row.runtime_total) },
  ...TOTAL_KEYS.map((key) => ({
    key,
    header: ACCOUNT_TOTAL_LABELS[key],
    render: (row: AnalyticsRow) => formatCount(row[key]),
  })),
  {
    key: "view",
    header: "Profile",
    sortable: false,
    render: (row) => <ViewProfileLink to={adminPath("analytics", row.account_id)} name={accountLabel(row)} />,
  },
];

/** An account's screens on a phone: who, how they are, their runtimes, and the detail one tap away. */
function AnalyticsCard({ row }: { row: AnalyticsRow }) {
  return (
    <article className="space-y-3">
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold wrap-anywhere">{accountLabel(row)}</h3>
          <ScreenStatuses counts={row.screen_statuses} online={row.slideshow_online_count} />
        </div>
        <ViewProfileLink to={adminPath("analytics", row.account_id)} name={accountLabel(row)} />
      </header>
      <CardFacts
        facts={[
          ["Location", row.city ?? "—"],
          ["Runtime today", formatDuration(row.runtime_today)],
          ["Runtime total", formatDuration(row.runtime_total)],
          ...TOTAL_KEYS.map((key): [string, string] => [
            `${ACCOUNT_TOTAL_LABELS[key]}, ${ACCOUNT_TOTALS_PERIOD}`,
            formatCount(row[key]),
          ]),
        ]}
      />
    </article>
  );
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
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
      <p className="text-sm text-ink-soft">{ACCOUNT_TOTALS_NOTE}</p>
      <DataTable
        rows={page.rows}
        columns={COLUMNS}
        rowKey={(row) => row.account_id}
        caption={`Screens per account; plays, scans, visits and taps in the ${ACCOUNT_TOTALS_PERIOD}`}
        emptyText={`Screen analytics: ${ADMIN_MESSAGES.notAvailable} yet. No slideshow has reported its presence.`}
        server={serverPage(page, { sort: "runtime_total", direction: "desc" })}
        cards={(row) => <AnalyticsCard row={row} />}
      />
      <ScreenStatusLegend />
    </Section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: tabTitle("analytics") }];
