/**
 * The weekly summary mail (issue 36 point 6): a user's switch for it is a key
 * of their `email_subscriptions` (the spec's JSON), on unless it is false, so
 * every user has it from the start and only their own "no" turns it off.
 */
export const WEEKLY_SUMMARY = "weekly_summary";

export const wantsWeeklySummary = (subscriptions: Record<string, unknown>) => subscriptions[WEEKLY_SUMMARY] !== false;

/** The switch on the account's settings, and what the pages and the API say about it. */
export const WEEKLY_SUMMARY_TEXTS = {
  label: "Weekly summary by mail",
  hint: "Every Monday at 08:00 your shop's time: last week's plays, scans, visits and taps, and how much of your opening hours each screen played.",
  saved: "Mail settings saved",
  unsubscribeTitle: "Stop the weekly summary",
  unsubscribeIntro: "You will no longer get the Monday mail with your week's plays, scans, visits and taps.",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "Done: you will get no more weekly summaries",
  unsubscribedHint: "You can turn them on again under your account's settings.",
  linkInvalid: "This unsubscribe link is not valid",
} as const;
