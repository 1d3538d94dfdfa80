import type { ScreenStatus } from "./cable";

/**
 * My screens (issue 23): what the API answers about an owner's screens, and
 * what the page says. The statuses' legend is SCREEN_STATUS_LEGEND (cable.ts).
 */
export const MY_SCREENS_MESSAGES = {
  notFound: "This screen cannot be found",
  renamed: "Screen renamed",
  nameCleared: "The screen's name is cleared",
  removed: "Screen removed: that TV is logged out and no longer counted",
} as const;

/** My screens' query naming when a phone confirmed a TV (epoch ms): the screen linked since then is marked (issue 34). */
export const LINKED_PARAM = "linked";

/** My screens, with the TV a phone confirmed at `linkedAt` marked and first. */
export const myScreensPath = (accountId: string, linkedAt?: number) =>
  `/accounts/${encodeURIComponent(accountId)}/screens${linkedAt ? `?${LINKED_PARAM}=${linkedAt}` : ""}`;

/** Each status in a word, beside its coloured dot. */
export const SCREEN_STATUS_LABELS: Record<ScreenStatus, string> = {
  playing: "Playing",
  stalled: "Stalled",
  hidden: "Hidden",
  offline: "Offline",
};

export const MY_SCREENS_TEXTS = {
  title: "My screens",
  tab: "Screens",
  intro: "The TVs logged in to your slideshow: what each shows now, whether it runs, and for how long.",
  namePlaceholder: "Window TV",
  nameLabel: "Name",
  unnamed: "Unnamed screen",
  emptyTitle: "No screens yet",
  emptyOpen: "Open this address in the browser of the TV in your shop:",
  emptyWays: "The TV then shows three ways to log it in:",
  wayQr: "Scan its QR code with your phone.",
  /** Around the /link link: "Or type the short code it shows at /link on your phone." */
  wayCode: ["Or type the short code it shows at", "on your phone."],
  wayPassword: "Or log in on the TV itself with your e-mail and password.",
  emptyOutro: "It then plays your slideshow and appears here.",
  showingNow: "Showing now",
  showingNothing: "Nothing it has told us about",
  lastSeen: "Last seen",
  never: "Not yet",
  runtimeToday: "Today",
  runtimeMonth: "This month",
  runtimeTotal: "Total",
  runtime: "Runtime",
  resolution: "Resolution",
  browser: "Browser",
  notAvailable: "not available",
  remove: "Remove",
  removeTitle: "Remove this screen?",
  removeMessage: "The TV is logged out and stops counting as your screen. Log it in again on /tv to bring it back.",
  legendTitle: "What the statuses mean",
  /** Issue 34 point 9: the screen the phone just linked, first and marked. */
  justConnected: "Just connected",
  /** The fold under the list: screens that never connected or have been offline for over a week. */
  olderScreens: (count: number) => `${count} older ${count === 1 ? "screen" : "screens"}`,
  olderHint: "Never connected, or offline for over a week.",
  addScreen: "Add a screen",
  addScreenHint: "Open /tv in the browser of the TV, then type the code it shows.",
  playsTitle: "Plays on your screens",
  playsIntro: "A slide that stays on a screen for 2 seconds or more is one play.",
  playsPerStyle: "Per style",
  playsPerScreen: "Per screen",
  playsNone: "No plays in this time yet.",
  playsDays: (days: number) => `Last ${days} days`,
  playsPeriod: "Period",
  playsCount: (plays: number) => `${plays} ${plays === 1 ? "play" : "plays"}`,
  playsTotal: (plays: number) => `${plays} ${plays === 1 ? "play" : "plays"} in all`,
  removedStyle: "A removed style",
  removedScreen: "A removed screen",
  ad: "An ad",
  ads: "Ads",
} as const;
