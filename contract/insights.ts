import type { VisitPage } from "./visits";

/**
 * Insights (issue 36 point 5): what an account's screens and pages brought
 * in, plays → scans → visits → taps, per screen and per style. The API
 * (`GET /v1/users/insights`), the page and its CSV say the same, in these words.
 */

/** The periods the insights cover, in days (`?days=`); the first is the default. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** The period a page's `?days=` asks for: one of INSIGHT_PERIODS, else the first. */
export function insightPeriod(asked: string | null): InsightPeriod {
  return INSIGHT_PERIODS.find((days) => String(days) === asked) ?? INSIGHT_PERIODS[0];
}

/** The Insights page of an account, for a period (the first has no query); `.csv` is its download. */
export function insightsPath(accountId: string, days: number = INSIGHT_PERIODS[0], file: "" | ".csv" = "") {
  const query = days === INSIGHT_PERIODS[0] && !file ? "" : `?days=${days}`;
  return `/accounts/${encodeURIComponent(accountId)}/insights${file}${query}`;
}

export const INSIGHTS_MESSAGES = {
  days: `days must be ${INSIGHT_PERIODS.slice(0, -1).join(", ")} or ${INSIGHT_PERIODS.at(-1)}`,
} as const;

/** The steps from a play to a contact, in order. */
export const FUNNEL_STEPS = ["plays", "scans", "visits", "taps"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** A visitor page as the owner reads it. */
export const VISIT_PAGE_LABELS: Record<VisitPage, string> = {
  me: "About me page",
  stylist: "Stylist pages",
  style: "Style pages",
};

export const INSIGHTS_TEXTS = {
  title: "Insights",
  tab: "Insights",
  intro:
    "What your screens and pages brought in: plays on your TVs, scans of their QR codes, visits to your pages and taps on your contact buttons. Counted without cookies; nobody is identified.",
  period: "Period: the last…",
  /** A period in the switch: short, so three fit a 320 px phone (the switch is named "Period: the last…"). */
  periodOption: (days: number) => `${days} days`,
  download: (days: number) => `Download the last ${days} days as CSV`,
  /** The link from My screens' plays and scans. */
  linkFromScreens: "See what they brought in: visits and contact taps",
  steps: { plays: "Plays", scans: "Scans", visits: "Visits", taps: "Taps" } satisfies Record<FunnelStep, string>,
  stepHints: {
    plays: "A slide on a screen for 2 seconds or more",
    scans: "A phone scanned a QR code (once in 10 minutes)",
    visits: "A phone opened one of your pages (once in 30 minutes)",
    taps: "A phone tapped Book, Call, WhatsApp… (once in 30 minutes)",
  } satisfies Record<FunnelStep, string>,
  funnelTitle: "From play to contact",
  funnelIntro: "All screens and pages together. Visits and taps include those that did not come from a screen.",
  channelsTitle: "Taps by channel",
  perScreenTitle: "Per screen",
  perScreenIntro: "Scans of each TV's QR codes, and the visits and taps that followed them.",
  perStyleTitle: "Per style",
  perStyleIntro: "A style's visits are those of its page and those that began with a scan of it on a screen.",
  notFromScreenTitle: "Not from a screen",
  notFromScreenIntro: "Visits and taps of phones that found your pages another way: Explore, search, a shared link.",
  visitsByPage: "Visits by page",
  noneYet: "Nothing counted in this time yet.",
  noScreens: "No screen played in this time.",
  noStyles: "No style was played, scanned or visited in this time.",
  removedStyle: "A removed style",
  removedScreen: "A removed screen",
  unnamedScreen: "Unnamed screen",
  /** A chart's table: its header cells. */
  what: "What",
  count: "Count",
  page: "Page",
  channel: "Channel",
  /** A funnel step's share of the step before it. */
  shareOf: (count: number, of: number, previous: string) =>
    of > 0 ? `${Number(((count * 100) / of).toFixed(1))}% of ${previous.toLowerCase()}` : "",
  shareHeader: "Of the step before",
  /** A chart's text alternative: its title, then each bar's label and number. */
  chartSummary: (title: string, bars: { label: string; value: number }[]) =>
    `${title}: ${bars.map((bar) => `${bar.label} ${bar.value}`).join(", ")}`,
  tapsOn: (channel: string) => `${channel} taps`,
  /** The CSV's header row and the names of its rows' kinds. */
  csv: {
    header: ["Period (days)", "Kind", "Name", "Plays", "Scans", "Visits", "Taps"],
    total: "All",
    screen: "Screen",
    style: "Style",
    notFromScreen: "Not from a screen",
    ads: "Ads",
    sticker: "Window sticker",
  },
} as const;
