import { FUNNEL_STEPS, INSIGHT_PERIODS, INSIGHTS_TEXTS, insightsPath, VISIT_PAGE_LABELS } from "@contract/insights";
import { TAP_CHANNEL_LABELS, TAP_CHANNELS, type TapChannel, VISIT_PAGES } from "@contract/visits";
import { type Bar, BarChart } from "~/components/bar-chart";
import { PeriodSwitch } from "~/components/period-switch";
import { Section } from "~/components/section";
import type { Route } from "./+types/insights";
import { loadNamedInsights, periodOf } from "./insights.server";
import { StyleThumb } from "./style-thumb";
import { useAccount } from "./use-account";

/**
 * Insights (issue 36 point 5): what the shop's screens and pages brought in
 * over 7, 30 or 90 days, plays → scans → visits → taps, in all, per screen,
 * per style, and the visits and taps that did not come from a screen. Every
 * chart is SVG drawn here with its numbers in a table; the period switch is
 * plain links and the CSV a plain download, so all of it works without
 * JavaScript. Owner only: the layout's guard.
 */
export async function loader(args: Route.LoaderArgs) {
  return { insights: await loadNamedInsights(args, periodOf(args.request)) };
}

type Funnel = {
  plays: number;
  scans: number;
  visits: number;
  taps: number;
  taps_by_channel: Record<TapChannel, number>;
};

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { insights } = loaderData;
  const account = useAccount();
  const T = INSIGHTS_TEXTS;
  const total: Funnel = {
    plays: insights.plays_total,
    scans: insights.scans_total,
    visits: insights.visits_total,
    taps: insights.taps_total,
    taps_by_channel: insights.taps_by_channel,
  };
  const direct = insights.not_from_screen;
  const pageBars = VISIT_PAGES.map((page) => ({
    key: page,
    label: VISIT_PAGE_LABELS[page],
    value: direct.visits_by_page[page],
  }));
  return (
    <div className="space-y-10">
      <Section
        title={T.title}
        intro={T.intro}
        aside={
          <PeriodSwitch days={insights.days} periods={INSIGHT_PERIODS} label={T.period} periodLabel={T.periodOption} />
        }
        className="space-y-5"
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="insights-totals">
          {FUNNEL_STEPS.map((step) => (
            <div key={step} className="rounded-2xl border border-line bg-white p-4">
              <dt className="text-sm font-semibold text-ink-soft">{T.steps[step]}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">{total[step]}</dd>
              <dd className="mt-1 text-xs text-ink-soft">{T.stepHints[step]}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">
          <a
            href={insightsPath(account.id, insights.days, ".csv")}
            download
            className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
          >
            {T.download(insights.days)}
          </a>
        </p>
      </Section>

      <Section title={T.funnelTitle} intro={T.funnelIntro} className="space-y-4">
        <Card>
          <FunnelChart title={T.funnelTitle} funnel={total} channels={false} />
        </Card>
      </Section>

      <Section title={T.channelsTitle} className="space-y-4">
        <Card>
          <ChannelChart title={T.channelsTitle} taps={insights.taps_by_channel} />
        </Card>
      </Section>

      <Section title={T.perScreenTitle} intro={T.perScreenIntro} className="space-y-4">
        {insights.screens.length === 0 ? (
          <p className="text-sm text-ink-soft">{T.noScreens}</p>
        ) : (
          <ul className="space-y-4">
            {insights.screens.map((screen) => (
              <li key={screen.screen_id}>
                <Card title={screen.label}>
                  <FunnelChart title={screen.label} funnel={screen} shares />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={T.perStyleTitle} intro={T.perStyleIntro} className="space-y-4">
        {insights.styles.length === 0 ? (
          <p className="text-sm text-ink-soft">{T.noStyles}</p>
        ) : (
          <ul className="space-y-4">
            {insights.styles.map((style) => (
              <li key={style.style_id}>
                <Card title={style.label} thumb={style.thumb}>
                  <FunnelChart title={style.label} funnel={style} />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={T.notFromScreenTitle} intro={T.notFromScreenIntro} className="space-y-4">
        <Card>
          <BarChart
            title={T.visitsByPage}
            whatHeader={T.page}
            countHeader={T.steps.visits}
            bars={pageBars}
            summary={T.chartSummary(T.visitsByPage, pageBars)}
          />
        </Card>
        <Card>
          <ChannelChart
            title={`${T.notFromScreenTitle}: ${T.channelsTitle.toLowerCase()}`}
            taps={direct.taps_by_channel}
          />
        </Card>
      </Section>
    </div>
  );
}

/**
 * Plays → scans → visits → taps, then the taps by channel (those with any;
 * the totals' have a chart of their own).
 * A screen's steps each follow from the one before, so each says its share
 * of it; a style's and the totals' visits also come from elsewhere (Explore,
 * search), where a share of the scans would mean nothing.
 */
function FunnelChart({
  title,
  funnel,
  shares = false,
  channels = true,
}: {
  title: string;
  funnel: Funnel;
  shares?: boolean;
  channels?: boolean;
}) {
  const T = INSIGHTS_TEXTS;
  const bars: Bar[] = FUNNEL_STEPS.flatMap((step, index) => {
    const previous = FUNNEL_STEPS[index - 1];
    const bar: Bar = {
      key: step,
      label: T.steps[step],
      value: funnel[step],
      detail: shares && previous ? T.shareOf(funnel[step], funnel[previous], T.steps[previous]) : undefined,
    };
    if (step !== "taps" || !channels) return [bar];
    const parts = TAP_CHANNELS.filter((channel) => funnel.taps_by_channel[channel] > 0).map((channel) => ({
      key: channel,
      label: TAP_CHANNEL_LABELS[channel],
      value: funnel.taps_by_channel[channel],
      part: true,
    }));
    return [bar, ...parts];
  });
  return (
    <BarChart
      title={title}
      bars={bars}
      whatHeader={T.what}
      countHeader={T.count}
      detailHeader={shares ? T.shareHeader : undefined}
      summary={INSIGHTS_TEXTS.chartSummary(title, bars)}
    />
  );
}

/** Taps on every channel, the unused ones at 0, in the order the pages show them. */
function ChannelChart({ title, taps }: { title: string; taps: Record<TapChannel, number> }) {
  const bars = TAP_CHANNELS.map((channel) => ({
    key: channel,
    label: TAP_CHANNEL_LABELS[channel],
    value: taps[channel],
  }));
  return (
    <BarChart
      title={title}
      bars={bars}
      whatHeader={INSIGHTS_TEXTS.channel}
      countHeader={INSIGHTS_TEXTS.steps.taps}
      summary={INSIGHTS_TEXTS.chartSummary(title, bars)}
    />
  );
}

/** A white card, with a heading (a screen's or a style's name, the style's thumb beside it) when it is one item's. */
function Card({ title, thumb, children }: { title?: string; thumb?: string | null; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      {title ? (
        <div className="mb-4 flex items-center gap-3">
          {thumb === undefined ? null : <StyleThumb src={thumb} title={title} />}
          <h3 className="min-w-0 font-semibold break-words">{title}</h3>
        </div>
      ) : null}
      {children}
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ title: `${INSIGHTS_TEXTS.title} | Stylecast` }];
