/**
 * What a shop's screens show outside its opening hours (issue 34), a
 * slideshow setting: keep playing (the default, as before), the closed card,
 * or a dark screen. A module of its own: the account's schemas and the
 * player's rules (show-now.ts) both take it, and neither may import the other.
 */
export const AFTER_HOURS = ["keep_playing", "closed_card", "dark"] as const;
export type AfterHours = (typeof AFTER_HOURS)[number];
