import { toCsv } from "@contract/csv";
import { INSIGHTS_TEXTS } from "@contract/insights";
import { TAP_CHANNEL_LABELS, TAP_CHANNELS, type TapChannel } from "@contract/visits";
import type { NamedInsights } from "./insights.server";

type Funnel = {
  plays?: number;
  scans?: number;
  visits?: number;
  taps?: number;
  taps_by_channel?: Record<TapChannel, number>;
};

/**
 * The Insights page's numbers as CSV (issue 36 point 5): one row for all,
 * one per screen, per style, the visits and taps not from a screen, the ads
 * and the window sticker; a step a row has no number for is left empty.
 * Names are the owner's own words, so a cell is neutralised as the consent
 * log's are (`toCsv`).
 */
export function insightsToCsv(insights: NamedInsights) {
  const { csv } = INSIGHTS_TEXTS;
  const row = (kind: string, name: string, funnel: Funnel) => [
    insights.days,
    kind,
    name,
    funnel.plays ?? "",
    funnel.scans ?? "",
    funnel.visits ?? "",
    funnel.taps ?? "",
    ...TAP_CHANNELS.map((channel) => funnel.taps_by_channel?.[channel] ?? ""),
  ];
  const adPlays = insights.ads.reduce((sum, ad) => sum + ad.plays, 0);
  const adScans = insights.ads.reduce((sum, ad) => sum + ad.scans, 0);
  return toCsv([
    [...csv.header, ...TAP_CHANNELS.map((channel) => INSIGHTS_TEXTS.tapsOn(TAP_CHANNEL_LABELS[channel]))],
    row(csv.total, "", {
      plays: insights.plays_total,
      scans: insights.scans_total,
      visits: insights.visits_total,
      taps: insights.taps_total,
      taps_by_channel: insights.taps_by_channel,
    }),
    ...insights.screens.map((screen) => row(csv.screen, screen.label, screen)),
    ...insights.styles.map((style) => row(csv.style, style.label, style)),
    row(csv.notFromScreen, "", insights.not_from_screen),
    row(csv.ads, "", { plays: adPlays, scans: adScans }),
    row(csv.sticker, "", { scans: insights.sticker_scans }),
  ]);
}
