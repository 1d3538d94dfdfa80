import { isGone } from "./consent";
import type { Style } from "./style";
import { onScreens, type ShopWeek } from "./style-on-screens";

/**
 * Where a style shows, and why not (issue 35 point 6): the portfolios list's
 * filters. A style can fall under more than one (shown on the pages while its
 * screens wait for a later date; showing while who is in it is not recorded).
 */
export const SHOWING_FILTERS = [
  "showing",
  "later",
  "awaiting_approval",
  "awaiting_consent",
  "gone",
  "unrecorded",
] as const;
export type ShowingFilter = (typeof SHOWING_FILTERS)[number];

export const SHOWING_FILTER_LABELS: Record<ShowingFilter, string> = {
  showing: "Showing now",
  later: "Scheduled for later",
  awaiting_approval: "Awaiting approval",
  awaiting_consent: "Waiting for consent",
  gone: "Withdrawn or taken down",
  unrecorded: "Who is in it? Not recorded",
};

export const isShowingFilter = (value: unknown): value is ShowingFilter =>
  (SHOWING_FILTERS as readonly unknown[]).includes(value);

/** The filters a style falls under at `at`, on the shop's clock (its screens read its schedule as the TV does). */
export function showingFilters(style: Style, at: number, week: ShopWeek): Set<ShowingFilter> {
  const { attributes } = style;
  const filters = new Set<ShowingFilter>();
  if (attributes.subject === null) filters.add("unrecorded");
  if (isGone(attributes.consent)) return filters.add("gone");
  if (attributes.consent === "waiting") filters.add("awaiting_consent");
  if (!attributes.is_approved) return filters.add("awaiting_approval");
  const item = attributes.payload[0];
  const screens = onScreens(
    {
      schedule: attributes.schedule,
      inSlideshow: item?.show_in_slideshow ?? false,
      approved: true,
      consented: attributes.channels.screens,
    },
    at,
    week,
  );
  const onPages = attributes.channels.pages && Boolean(item?.show_in_gallery || (item && !item.hidden_in_portfolio));
  if (onPages || screens.now) filters.add("showing");
  if (screens.later) filters.add("later");
  return filters;
}

/**
 * How long the admin's approval usually takes, from the median wait of recent approvals in hours (null: none yet,
 * nothing to say). Said on a pending card, so the owner knows when to expect it on the pages and the screens.
 */
export function approvalWaitText(medianHours: number | null) {
  if (medianHours === null) return null;
  if (medianHours < 1) return "Usually approved within the hour";
  if (medianHours < 36) return `Usually approved in about ${Math.round(medianHours)} h`;
  return `Usually approved in about ${Math.round(medianHours / 24)} days`;
}
