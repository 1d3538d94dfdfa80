import type { DataOf } from "@contract/endpoints/define";
import type { getInsights } from "@contract/endpoints/screens";
import { INSIGHTS_TEXTS } from "@contract/insights";
import { SCAN_TEXTS } from "@contract/scans";
import { MY_SCREENS_TEXTS } from "@contract/screens";
import { Children, useId } from "react";
import { Link } from "react-router";
import { PeriodSwitch } from "~/components/period-switch";
import type { StyleLook } from "./screen-card";
import { StyleThumb } from "./style-thumb";

/** The periods the insights cover (GET /v1/users/insights?days=). */
export const INSIGHT_DAYS = [7, 30] as const;
export type InsightDays = (typeof INSIGHT_DAYS)[number];

type Insights = DataOf<typeof getInsights>;

type InsightsProps = {
  insights: Insights;
  looks: Record<string, StyleLook>;
  /** The screens there are now: plays or scans of any other were on a screen since removed. */
  screenIds: ReadonlySet<string>;
};

/**
 * Plays on your screens (issue 23 point 4): per style and per screen over
 * the last 7 or 30 days, switched by plain links (`?days=`), so it works
 * without JavaScript.
 */
export function ScreenPlays({ insights, looks, screenIds }: InsightsProps) {
  const id = useId();
  const adPlays = insights.ads.reduce((sum, ad) => sum + ad.plays, 0);
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-bold">
            {MY_SCREENS_TEXTS.playsTitle}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{MY_SCREENS_TEXTS.playsIntro}</p>
        </div>
        <PeriodSwitch
          days={insights.days}
          periods={INSIGHT_DAYS}
          label={MY_SCREENS_TEXTS.playsPeriod}
          periodLabel={MY_SCREENS_TEXTS.playsDays}
        />
      </div>

      <p className="text-sm font-semibold" data-testid="plays-total">
        {MY_SCREENS_TEXTS.playsDays(insights.days)}: {MY_SCREENS_TEXTS.playsTotal(insights.plays_total)}
      </p>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <PlaysList title={MY_SCREENS_TEXTS.playsPerStyle}>
          {/* Styles only visited (issue 36) are Insights' business, not the screens'. */}
          {insights.styles
            .filter((style) => style.plays > 0 || style.scans > 0)
            .map((style) => {
              const look = looks[style.style_id];
              return (
                <PlaysRow
                  key={style.style_id}
                  label={look?.title ?? MY_SCREENS_TEXTS.removedStyle}
                  count={MY_SCREENS_TEXTS.playsCount(style.plays)}
                  thumb={look?.thumb ?? null}
                />
              );
            })}
          {adPlays > 0 ? (
            <PlaysRow label={MY_SCREENS_TEXTS.ads} count={MY_SCREENS_TEXTS.playsCount(adPlays)} thumb={null} />
          ) : null}
        </PlaysList>
        <PlaysList title={MY_SCREENS_TEXTS.playsPerScreen}>
          {insights.screens.map((screen) => (
            <PlaysRow
              key={screen.screen_id}
              label={screenLabel(screen, screenIds)}
              count={MY_SCREENS_TEXTS.playsCount(screen.plays)}
              thumb={undefined}
            />
          ))}
        </PlaysList>
      </div>
    </section>
  );
}

/**
 * Scans from your screens (issue 24): how often phones scanned the QR code
 * of each style on the TVs (or on a viewer's slideshow), with scans per 100
 * plays, which styles make people reach for their phone; per screen, and
 * the window sticker. The period is the plays' (the switch above).
 */
export function ScreenScans({ insights, looks, screenIds, insightsHref }: InsightsProps & { insightsHref: string }) {
  const id = useId();
  const styles = insights.styles
    .filter((style) => style.scans > 0)
    .sort((a, b) => b.scans - a.scans || a.plays - b.plays);
  const adScans = insights.ads.reduce((sum, ad) => sum + ad.scans, 0);
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} className="text-lg font-bold">
          {SCAN_TEXTS.title}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{SCAN_TEXTS.intro}</p>
      </div>
      <p className="text-sm font-semibold" data-testid="scans-total">
        {MY_SCREENS_TEXTS.playsDays(insights.days)}: {SCAN_TEXTS.total(insights.scans_total)}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <PlaysList title={SCAN_TEXTS.perStyle} empty={SCAN_TEXTS.none}>
          {styles.map((style) => {
            const look = looks[style.style_id];
            return (
              <PlaysRow
                key={style.style_id}
                label={look?.title ?? MY_SCREENS_TEXTS.removedStyle}
                count={SCAN_TEXTS.count(style.scans)}
                detail={SCAN_TEXTS.perHundred(style.scans, style.plays)}
                thumb={look?.thumb ?? null}
              />
            );
          })}
          {adScans > 0 ? (
            <PlaysRow label={MY_SCREENS_TEXTS.ads} count={SCAN_TEXTS.count(adScans)} thumb={null} />
          ) : null}
        </PlaysList>
        <PlaysList title={SCAN_TEXTS.perScreen} empty={SCAN_TEXTS.none}>
          {insights.screens
            .filter((screen) => screen.scans > 0)
            .map((screen) => (
              <PlaysRow
                key={screen.screen_id}
                label={screenLabel(screen, screenIds)}
                count={SCAN_TEXTS.count(screen.scans)}
                thumb={undefined}
              />
            ))}
          {insights.sticker_scans > 0 ? (
            <PlaysRow label={SCAN_TEXTS.sticker} count={SCAN_TEXTS.count(insights.sticker_scans)} thumb={undefined} />
          ) : null}
        </PlaysList>
      </div>
      <p>
        <Link to={insightsHref} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline">
          {INSIGHTS_TEXTS.linkFromScreens}
        </Link>
      </p>
    </section>
  );
}

/** A screen's name; one removed since its plays or scans says so. */
function screenLabel(screen: { screen_id: string; name: string | null }, screenIds: ReadonlySet<string>) {
  return screenIds.has(screen.screen_id) ? (screen.name ?? MY_SCREENS_TEXTS.unnamed) : MY_SCREENS_TEXTS.removedScreen;
}

function PlaysList({ title, empty, children }: { title: string; empty?: string; children: React.ReactNode }) {
  const id = useId();
  const rows = Children.toArray(children);
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{empty ?? MY_SCREENS_TEXTS.playsNone}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">{rows}</ul>
      )}
    </section>
  );
}

/** One row: the style's picture (when it has one; a screen has none), its name, the count and what it means. */
function PlaysRow({
  label,
  count,
  detail,
  thumb,
}: {
  label: string;
  count: string;
  detail?: string;
  thumb: string | null | undefined;
}) {
  return (
    <li className="flex min-h-14 items-center gap-3 py-2">
      {thumb === undefined ? null : <StyleThumb src={thumb} title={label} />}
      <span className="min-w-0 flex-1 break-words">{label}</span>
      <span className="shrink-0 text-right text-sm tabular-nums">
        <span className="block font-semibold">{count}</span>
        {detail ? <span className="block text-ink-soft">{detail}</span> : null}
      </span>
    </li>
  );
}
