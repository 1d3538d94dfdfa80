import { z } from "zod";
import { SCREEN_STATUSES } from "../cable";
import { INSIGHT_PERIODS, INSIGHTS_MESSAGES } from "../insights";
import { hasControlCharacters } from "../plain-text";
import { SCREEN_SCAN_CODE_LENGTH } from "../scans";
import { count, id, integer, list, seconds, text, timestamp, url } from "../schema-parts";
import { lastProblemSchema } from "../screen-problems";
import { TAP_CHANNELS, type TapChannel, VISIT_PAGES, type VisitPage } from "../visits";
import { endpoint } from "./define";

/**
 * A shop's screens (issue 23, decisions.md "Which browsers are screens"): a
 * screen is a TV's screen session. Its slideshow shows `/cable` a screen
 * ticket to be counted; anonymous viewers never are.
 */

export const getScreenTicket = endpoint({
  method: "post",
  path: "/users/screen_ticket",
  summary:
    "The screen ticket of this TV's screen session: its slideshow sends it to /cable (and to slideshow_online) to be counted as a screen",
  caller: "screen",
  data: z.object({
    screen_id: id,
    ticket: text(200),
    scan_code: text(SCREEN_SCAN_CODE_LENGTH).meta({
      description: "Names this screen in its slides' QR codes (/q/…), never its id",
    }),
  }),
  errors: [403],
});

/**
 * Spec §7 `slideshow_online` / `slideshow_offline`: a screen's presence over
 * HTTP, for a slideshow that cannot keep its /cable socket (the socket is
 * the usual way: ADR 15). Only a screen counts: the body carries its ticket.
 */
const screenBody = z.object({
  account_id: z.string({ error: "account_id cannot be empty" }).max(32, "account_id is too long"),
  screen_ticket: z.string({ error: "screen_ticket cannot be empty" }).max(200, "screen_ticket is too long"),
  visible: z.boolean({ error: "visible must be true or false" }).default(true),
});

const presence = { method: "post", caller: "none", json: screenBody, data: z.null(), errors: [403, 404, 429] } as const;

export const screenOnline = endpoint({
  path: "/users/slideshow_online",
  summary: "A screen's heartbeat over HTTP: opens or continues its session (closed after 50 s without one)",
  ...presence,
});

export const screenOffline = endpoint({
  path: "/users/slideshow_offline",
  summary: "A screen's page is closing: its session ends now",
  ...presence,
});

const nowShowingSchema = z.object({
  kind: z.enum(["style", "ad"]),
  style_id: id.nullable(),
  ad_id: id.nullable(),
  src: url,
  since: timestamp,
});

export const SCREEN_NAME_MAX = 40;
/** A screen's name as its owner types it: on My screens, and on the phone that pairs the TV (issue 34). */
export const screenNameField = z
  .string({ error: "name must be text" })
  .trim()
  .max(SCREEN_NAME_MAX, `name is too long (${SCREEN_NAME_MAX} characters at most)`)
  .refine((name) => !hasControlCharacters(name), { message: "name cannot contain control characters" });
/** The most screens an account lists (workers/db/screens.ts): far more than a shop has TVs. */
export const MAX_SCREENS = 100;
/** The most styles and ads an account's insights list: its styles and every ad, a few times over (workers/db/screens.ts). */
export const MAX_INSIGHT_ITEMS = 500;

export const screenSchema = z
  .object({
    screen_id: id,
    name: text(SCREEN_NAME_MAX).nullable(),
    status: z.enum(SCREEN_STATUSES),
    now_showing: nowShowingSchema.nullable(),
    last_seen_at: timestamp.nullable(),
    linked_at: timestamp.meta({ description: "When the TV was logged in as this screen" }),
    runtime_today: seconds.meta({ description: "Seconds, today in Europe/Berlin" }),
    runtime_month: seconds.meta({ description: "Seconds, this month in Europe/Berlin" }),
    runtime_total: seconds.meta({ description: "Seconds" }),
    // Browser and system: name and version, each parsed from a User-Agent's first 512 characters.
    browser: text(1025).nullable(),
    os: text(1025).nullable(),
    resolution: text(40).nullable(),
    last_problem: lastProblemSchema.nullable().meta({
      description: "What last went wrong in its player (issue 34): an error, a rejected promise or a media file",
    }),
  })
  .meta({ id: "Screen" });
export type Screen = z.infer<typeof screenSchema>;

export const listScreens = endpoint({
  method: "get",
  path: "/users/screens",
  summary: "The account's screens: name, status, what each shows now, last seen, runtime, resolution and browser",
  caller: "person",
  data: z.object({ data: list(screenSchema, MAX_SCREENS) }),
});

export const renameScreen = endpoint({
  method: "patch",
  path: "/users/screens/{id}",
  summary: 'Name a screen ("Window TV"); an empty name clears it',
  caller: "person",
  json: z.object({ name: screenNameField }),
  data: screenSchema.pick({ screen_id: true, name: true }),
  errors: [404],
});

export const removeScreen = endpoint({
  method: "delete",
  path: "/users/screens/{id}",
  summary: "Remove a screen: its screen session ends, so the TV is logged out and no longer counted",
  caller: "person",
  data: z.null(),
  errors: [404],
});

const countsSchema = z.object({
  plays: count,
  scans: count.meta({ description: "Scans of its QR code (/q/…), each phone counted once in 10 minutes" }),
});

/** Taps on each contact channel, every channel named (0 when none). */
const tapsByChannelSchema = z
  .object(Object.fromEntries(TAP_CHANNELS.map((channel) => [channel, count])) as Record<TapChannel, typeof count>)
  .meta({ id: "TapsByChannel" });

/** What a screen or a style brought in (issue 36): plays → scans → visits → taps. */
const funnelSchema = countsSchema.extend({
  visits: count.meta({
    description: "Views of the shop's pages, each phone counted once per page in 30 minutes",
  }),
  taps: count.meta({ description: "Taps on the shop's contact channels, each phone once per channel in 30 minutes" }),
  taps_by_channel: tapsByChannelSchema,
});

export const getInsights = endpoint({
  method: "get",
  path: "/users/insights",
  summary:
    "What the account's screens and pages brought in over the last 7, 30 or 90 days: plays, scans of their QR codes, visits to the shop's pages and taps on its contact channels, per style, per ad and per screen, and the visits and taps that did not come from a screen",
  caller: "person",
  request: {
    query: z.object({
      days: z.enum(INSIGHT_PERIODS.map(String) as ["7", "30", "90"], { error: INSIGHTS_MESSAGES.days }).default("7"),
    }),
  },
  data: z.object({
    days: integer(7, 90),
    plays_total: count,
    scans_total: count,
    visits_total: count,
    taps_total: count,
    taps_by_channel: tapsByChannelSchema,
    styles: list(
      funnelSchema.extend({ style_id: id }).meta({
        description: "A style's visits are those of its page and those credited to it from a screen's QR code",
      }),
      MAX_INSIGHT_ITEMS,
    ),
    ads: list(countsSchema.extend({ ad_id: id }), MAX_INSIGHT_ITEMS),
    screens: list(funnelSchema.extend({ screen_id: id, name: text(SCREEN_NAME_MAX).nullable() }), MAX_SCREENS),
    sticker_scans: count.meta({ description: "Scans of the printed window sticker" }),
    not_from_screen: z
      .object({
        visits: count,
        visits_by_page: z.object(
          Object.fromEntries(VISIT_PAGES.map((page) => [page, count])) as Record<VisitPage, typeof count>,
        ),
        taps: count,
        taps_by_channel: tapsByChannelSchema,
      })
      .meta({ description: "Visits and taps that did not start from a screen's QR code" }),
  }),
  errors: [422],
});
