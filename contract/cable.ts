/**
 * What the /cable Durable Object and the browser clients agree on beyond
 * the ActionCable protocol (issue 12, ADR 0015). The client keeps its
 * connection alive itself: it sends CABLE_PING every HEARTBEAT_MS and the
 * object answers with CABLE_PONG through the WebSocket auto-response, so
 * neither wakes the object; the stock client's stale monitor then waits
 * STALE_AFTER_SECONDS (its default, 6 s, assumed server pings every 3 s).
 * No zod here, nor in anything this imports: the player's bundle takes this
 * module (issue 21). The heartbeat's schema lives in cable-schemas.ts.
 */
export const CABLE_PING = '{"command":"ping"}';
export const CABLE_PONG = '{"type":"ping","message":0}';
export const HEARTBEAT_MS = 15_000;
/** Under the 50 s after which a screen counts as offline, so a stale socket reconnects inside that window. */
export const STALE_AFTER_SECONDS = 40;

/**
 * Back on the cable within this long of the way being open again (issue 21):
 * after a deploy, a proxy timeout or a network drop, a screen is subscribed
 * again and has fetched its playlist.
 */
export const RECONNECT_WITHIN_MS = 10_000;
/**
 * The client checks its socket at intervals drawn uniformly from this range
 * (`app/lib/cable-client.ts`): at least a second apart, so a screen never
 * knocks faster than that, and at most 6 s, which leaves 4 s of
 * RECONNECT_WITHIN_MS for the handshake. The random phase spreads the screens
 * a deploy drops at once over those seconds.
 */
export const RECHECK_MIN_MS = 1_000;
export const RECHECK_MAX_MS = 6_000;
/** A socket still connecting after this long (a handshake lost on a dead route) is given up for a fresh one. */
export const CONNECT_TIMEOUT_MS = 4_000;
/** A screen none of whose sockets has been heard from for this long counts as offline (the cable object's presence). */
export const OFFLINE_AFTER_MS = 50_000;

export const SLIDESHOW_CHANNEL = "SlideshowChannel";
export const LOGIN_CHANNEL = "LoginChannel";

/** The answers of `slideshow_online` / `slideshow_offline` (spec §7). */
export const SCREEN_MESSAGES = {
  online: "Screen is online",
  offline: "Screen is offline",
  unknownAccount: "No slideshow for this account",
  notAScreen: "Only a shop's screen is counted: log this TV in on /tv",
} as const;

/** A screen's own id, kept in its browser (the admin's "TV ID"). */
export const SCREEN_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** What changed, pushed to every open slideshow of the account: it fetches its content again at the next slide. */
export const CONTENT_CHANGES = [
  "style_approved",
  "style_added",
  "style_edited",
  "style_removed",
  /** A client gave, changed or withdrew their consent (issue 35). */
  "consent_changed",
  "settings_changed",
  "ads_changed",
  /** An admin approved or removed its styles, or blocked, unblocked or deleted it. */
  "account_changed",
] as const;
export type ContentChange = (typeof CONTENT_CHANGES)[number];
/**
 * What the account's cable object pushes to its slideshows: a content change
 * (fetch the show again), or that the owner watches My screens for `for_ms`
 * (issue 23): a screen then reports each slide as it comes, not once a minute.
 */
export type SlideshowPush = { type: "content_changed"; reason: ContentChange } | { type: "watch"; for_ms: number };
/** A screen reports what it shows this often when nobody watches (each report wakes the object: ADR 15). */
export const REPORT_EVERY_MS = 60_000;
/** How long one look at My screens keeps the screens reporting every slide. */
export const WATCH_FOR_MS = 30_000;

/** What the admin console shows of a screen (spec §3 Analytics row: browser_info, screen_info). */
export type ScreenInfo = {
  browser_name?: string;
  browser_version?: string;
  os_name?: string;
  os_version?: string;
  screen_width?: number;
  screen_height?: number;
  orientation?: string;
  resolution?: string;
};

/** A slideshow's heartbeat (spec §7); its schema, for the object that checks it, is in cable-schemas.ts. */
export type { Heartbeat } from "./cable-schemas";

/**
 * What a screen is doing, as the owner and the admin see it (decisions.md
 * "Screen statuses"): playing (online and advancing), stalled (online,
 * visible, no advance for STALL_DELAYS slide delays while not waiting on a
 * video), hidden (its page or screen not visible), offline (no heartbeat for
 * 50 s).
 */
export const SCREEN_STATUSES = ["playing", "stalled", "hidden", "offline"] as const;
export type ScreenStatus = (typeof SCREEN_STATUSES)[number];
export const STALL_DELAYS = 3;
/** …and never sooner than this: a short delay (a test's, a benchmark's) must not call a slow picture stuck. */
export const STALL_MIN_MS = 30_000;
/** How long a slide may stay before it is stuck, at this slide delay. */
export const stallAfterMs = (delayMs: number) => Math.max(STALL_DELAYS * delayMs, STALL_MIN_MS);

/** The legend under every list of screens. */
export const SCREEN_STATUS_LEGEND: Record<ScreenStatus, string> = {
  playing: "Online and moving on from slide to slide",
  stalled: "Online and visible, but the same slide for too long: it reloads itself once",
  hidden: "Online, but its page or screen is not visible",
  offline: "No sign of it for 50 seconds",
};

/** What a screen shows now: the style or ad on screen, its picture, and since when. */
export type NowShowing = {
  kind: "style" | "ad";
  id: string;
  /** The slide's small picture (a style's thumb, an ad's image). */
  src: string;
  /** When it came on screen (ms since epoch). */
  since: number;
  /** A video still playing: its length is its own, so it is never stalled. */
  waiting_on_video?: boolean;
};

/** Plays counted by a screen since its last report: a slide on screen for 2 s or more is one (decisions.md). */
export type PlayReport = { kind: "style" | "ad"; id: string; hour: number; count: number };
export const PLAY_MIN_MS = 2_000;
