import { z } from "zod";
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
  data: z.object({ screen_id: z.string(), ticket: z.string() }),
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

export const screenOnline = endpoint({
  method: "post",
  path: "/users/slideshow_online",
  summary: "A screen's heartbeat over HTTP: opens or continues its session (closed after 50 s without one)",
  caller: "none",
  json: screenBody,
  data: z.null(),
  errors: [403, 404, 429],
});

export const screenOffline = endpoint({
  method: "post",
  path: "/users/slideshow_offline",
  summary: "A screen's page is closing: its session ends now",
  caller: "none",
  json: screenBody,
  data: z.null(),
  errors: [403, 404, 429],
});
