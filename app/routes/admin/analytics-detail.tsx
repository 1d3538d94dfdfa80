import { ACCOUNT_TOTAL_LABELS, ACCOUNT_TOTALS_PERIOD, ADMIN_MESSAGES, type AnalyticsDetail } from "@contract/admin";
import * as endpoints from "@contract/endpoints/admin";
import type { ReactNode } from "react";
import { DataTable } from "~/components/data-table";
import { Section } from "~/components/section";
import { api } from "~/lib/api-client.server";
import { formatDuration } from "~/lib/format-duration";
import type { Route } from "./+types/analytics-detail";
import { required } from "./admin.server";
import { accountLabel, formatCount, formatDateTime, orNotAvailable } from "./admin-format";
import { adminPath, tabTitle } from "./admin-places";
import { CardFacts, GoBack, ScreenStatuses, ScreenStatusLegend } from "./admin-ui";

/** /admin/analytics/{account_id} (spec §2 Analytics detail, the Analytics tab's sub-tab). */
export async function loader(args: Route.LoaderArgs) {
  return { detail: required(await api(args, endpoints.getAnalytics, { params: { id: args.params.accountId } })) };
}

/** Spec §2 Analytics detail sub-tab: every field with its 'not available' fallback, and the connection histories. */
export default function AnalyticsDetailPage({ loaderData }: Route.ComponentProps) {
  const { detail } = loaderData;
  const fields: [string, ReactNode][] = [
    ["Company name", orNotAvailable(detail.company)],
    [
      "Address",
      orNotAvailable(
        [detail.address, [detail.zip_code, detail.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
      ),
    ],
    ["E-mail", orNotAvailable(detail.email)],
    ["Website", orNotAvailable(detail.domain)],
    [
      "Slideshow status",
      <ScreenStatuses key="status" counts={detail.screen_statuses} online={detail.slideshow_online_count} />,
    ],
    ["Last online session", formatDateTime(detail.online_session, ADMIN_MESSAGES.notAvailable)],
    ["Last offline session", formatDateTime(detail.offline_session, ADMIN_MESSAGES.notAvailable)],
    ["Runtime today", formatDuration(detail.runtime_today)],
    ["Runtime this month", formatDuration(detail.runtime_month)],
    ["Runtime total", formatDuration(detail.runtime_total)],
    ...Object.entries(ACCOUNT_TOTAL_LABELS).map(([key, label]): [string, ReactNode] => [
      `${label}, ${ACCOUNT_TOTALS_PERIOD}`,
      formatCount(detail[key as keyof typeof ACCOUNT_TOTAL_LABELS]),
    ]),
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
      <GoBack to={adminPath("analytics")} />
      <div className="card p-5 sm:p-6">
        <h2 id="analytics-detail-title" className="text-xl font-bold wrap-anywhere">
          {accountLabel(detail)}
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
      <ScreenStatusLegend />
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
            cards={(row) => (
              <CardFacts
                facts={[
                  [
                    "TV ID",
                    <code key="tv" className="text-xs">
                      {row.screen_id}
                    </code>,
                  ],
                  ["Time Spent", formatDuration(row.time_spent)],
                  ["Status", row.status],
                  ["Started", formatDateTime(row.started_at)],
                ]}
              />
            )}
          />
        )}
      </Section>
      <ScreenProblems problems={detail.screen_problems} />
    </section>
  );
}

type ProblemRow = AnalyticsDetail["screen_problems"][number];
/** A screen problem's facts, as the table's columns and as a phone's card. */
const PROBLEM_FACTS: [string, (row: ProblemRow) => ReactNode][] = [
  ["TV", (row) => row.name ?? <code className="text-xs">{row.screen_id}</code>],
  ["Kind", (row) => row.kind],
  ["Message", (row) => <span className="break-all">{row.message}</span>],
  ["Browser", (row) => orNotAvailable(row.browser)],
  ["Count", (row) => row.count],
  ["Last at", (row) => formatDateTime(row.at)],
];

/** Each screen's last problem (issue 34): what the player said, in which browser, how often. */
function ScreenProblems({ problems }: { problems: ProblemRow[] }) {
  return (
    <Section title={ADMIN_MESSAGES.screenProblems} level={3} className="space-y-3">
      {problems.length === 0 ? (
        <p className="text-sm text-ink-soft">{ADMIN_MESSAGES.noScreenProblems}</p>
      ) : (
        <DataTable
          rows={problems}
          columns={PROBLEM_FACTS.map(([header, render]) => ({ key: header, header, render }))}
          rowKey={(row) => row.screen_id}
          pageSize={50}
          sortable={false}
          cards={(row) => <CardFacts facts={PROBLEM_FACTS.map(([label, render]) => [label, render(row)])} />}
        />
      )}
    </Section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: tabTitle("analytics") }];
