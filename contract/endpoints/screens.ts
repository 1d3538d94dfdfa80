import { z } from "zod";
import { SCREEN_STATUSES } from "../cable";
import { hasControlCharacters } from "../plain-text";
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
  caller: "session",
  data: z.object({
    screen_id: z.string(),
    ticket: z.string(),
    scan_code: z.string().meta({ description: "Names this screen in its slides' QR codes (/q/…), never its id" }),
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
  style_id: z.string().nullable(),
  ad_id: z.string().nullable(),
  src: z.string(),
  since: z.string(),
});

export const screenSchema = z
  .object({
    screen_id: z.string(),
    name: z.string().nullable(),
    status: z.enum(SCREEN_STATUSES),
    now_showing: nowShowingSchema.nullable(),
    last_seen_at: z.string().nullable(),
    runtime_today: z.number().int().meta({ description: "Seconds, today in Europe/Berlin" }),
    runtime_month: z.number().int().meta({ description: "Seconds, this month in Europe/Berlin" }),
    runtime_total: z.number().int().meta({ description: "Seconds" }),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    resolution: z.string().nullable(),
  })
  .meta({ id: "Screen" });
export type Screen = z.infer<typeof screenSchema>;

export const listScreens = endpoint({
  method: "get",
  path: "/users/screens",
  summary: "The account's screens: name, status, what each shows now, last seen, runtime, resolution and browser",
  caller: "session",
  data: z.object({ data: z.array(screenSchema) }),
});

export const SCREEN_NAME_MAX = 40;

export const renameScreen = endpoint({
  method: "patch",
  path: "/users/screens/{id}",
  summary: 'Name a screen ("Window TV"); an empty name clears it',
  caller: "session",
  json: z.object({
    name: z
      .string({ error: "name must be text" })
      .trim()
      .max(SCREEN_NAME_MAX, `name is too long (${SCREEN_NAME_MAX} characters at most)`)
      .refine((name) => !hasControlCharacters(name), { message: "name cannot contain control characters" }),
  }),
  data: screenSchema.pick({ screen_id: true, name: true }),
  errors: [404],
});

export const removeScreen = endpoint({
  method: "delete",
  path: "/users/screens/{id}",
  summary: "Remove a screen: its screen session ends, so the TV is logged out and no longer counted",
  caller: "session",
  data: z.null(),
  errors: [404],
});

const countsSchema = z.object({
  plays: z.number().int(),
  scans: z.number().int().meta({ description: "Scans of its QR code (/q/…), each phone counted once in 10 minutes" }),
});

export const getInsights = endpoint({
  method: "get",
  path: "/users/insights",
  summary:
    "Plays on the account's screens and scans of their QR codes over the last 7 or 30 days, per style, per ad and per screen",
  caller: "session",
  request: {
    query: z.object({
      days: z.enum(["7", "30"], { error: "days must be 7 or 30" }).default("7"),
    }),
  },
  data: z.object({
    days: z.number().int(),
    plays_total: z.number().int(),
    scans_total: z.number().int(),
    styles: z.array(countsSchema.extend({ style_id: z.string() })),
    ads: z.array(countsSchema.extend({ ad_id: z.string() })),
    screens: z.array(countsSchema.extend({ screen_id: z.string(), name: z.string().nullable() })),
    sticker_scans: z.number().int().meta({ description: "Scans of the printed window sticker" }),
  }),
  errors: [422],
});
