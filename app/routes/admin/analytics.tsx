import { ADMIN_MESSAGES, type AnalyticsRow } from "@contract/admin";
import * as endpoints from "@contract/endpoints/admin";
import { type Column, DataTable } from "~/components/data-table";
import { Section } from "~/components/section";
import { api } from "~/lib/api-client.server";
import { formatDuration } from "~/lib/format-duration";
import type { Route } from "./+types/analytics";
import { listOrDefaults, listQuery } from "./admin.server";
import { accountLabel } from "./admin-format";
import { adminPath, tabTitle } from "./admin-places";
import { CardFacts, ScreenStatuses, ScreenStatusLegend, serverPage, ViewProfileLink } from "./admin-ui";

/** /admin/analytics (spec §2 Analytics tab): screens per account, sorted by runtime by the server, with the totals. */
export async function loader(args: Route.LoaderArgs) {
  const query = listQuery(args.url, ["sort", "dir", "page"]);
  return { page: await listOrDefaults((q) => api(args, endpoints.listAnalytics, { query: q }), query) };
}

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
      <DataTable
        rows={page.rows}
        columns={COLUMNS}
        rowKey={(row) => row.account_id}
        caption="Screens per account"
        emptyText={`Screen analytics: ${ADMIN_MESSAGES.notAvailable} yet. No slideshow has reported its presence.`}
        server={serverPage(page, { sort: "runtime_total", direction: "desc" })}
        cards={(row) => <AnalyticsCard row={row} />}
      />
      <ScreenStatusLegend />
    </Section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: tabTitle("analytics") }];
