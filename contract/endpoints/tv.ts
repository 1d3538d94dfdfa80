import { z } from "zod";
import { currentUserSchema } from "../account";
import { count, integer } from "../schema-parts";
import {
  createLinkCodeSchema,
  linkCodeAnswerSchema,
  linkedTvSchema,
  sendLinkCodeLoginSchema,
  sendSocketLoginSchema,
  tvLinkCodeField,
  tvSignInSchema,
  tvSocketIdField,
  waitingTvSchema,
} from "../tv-pairing";
import { endpoint, TOKEN_HEADERS } from "./define";

/** TV logins (issue 12, 21): a signed-in phone logs a TV in by QR or short code; a TV's screen session. */

export const getWaitingTv = endpoint({
  method: "get",
  path: "/users/tv_sockets/{socket_id}",
  summary: "The TV waiting on a socket id: its browser, system and since when",
  caller: "person",
  request: { params: z.object({ socket_id: tvSocketIdField }) },
  data: waitingTvSchema,
  errors: [404, 422],
});

export const sendSocketLogin = endpoint({
  method: "post",
  path: "/users/send_socket_login_message",
  summary:
    "Log the TV waiting on socket_id in as the signed-in user: it receives a one-time code over /cable, and becomes a screen named screen_name",
  caller: "person",
  json: sendSocketLoginSchema,
  data: z.object({ socket_id: tvSocketIdField }),
  errors: [404, 429],
});

export const tvSignIn = endpoint({
  method: "post",
  path: "/users/tv_sign_in",
  summary:
    "A TV exchanges its one-time code and its pairing secret for tokens (access-token, refresh-token, expire-at headers)",
  caller: "none",
  json: tvSignInSchema,
  data: currentUserSchema,
  errors: [429],
  headers: TOKEN_HEADERS,
});

export const createLinkCode = endpoint({
  method: "post",
  path: "/users/tv_link_codes",
  summary: "A /tv page's short code for its pairing secret, to type at /link on a phone (10 minutes, one use)",
  caller: "none",
  json: createLinkCodeSchema,
  data: linkCodeAnswerSchema,
  errors: [429],
});

export const getLinkedTv = endpoint({
  method: "get",
  path: "/users/tv_link_codes/{code}",
  summary: "The TV showing a short code: its browser, system and since when it waits",
  caller: "person",
  request: { params: z.object({ code: tvLinkCodeField }) },
  data: linkedTvSchema,
  errors: [404, 429],
});

export const sendLinkCodeLogin = endpoint({
  method: "post",
  path: "/users/send_link_code_login_message",
  summary:
    "Log the TV showing a short code in as the signed-in user (uses the code up); it receives a one-time code over /cable, and becomes a screen named screen_name",
  caller: "person",
  json: sendLinkCodeLoginSchema,
  data: z.object({ code: tvLinkCodeField }),
  errors: [404, 429],
});

export const createScreenSession = endpoint({
  method: "post",
  path: "/users/screen_session",
  summary:
    "Turn a session signed in with the password minutes ago into a TV's screen session (new tokens in the headers; the old ones end)",
  caller: "person",
  data: currentUserSchema,
  errors: [403],
  headers: TOKEN_HEADERS,
});

export const ageTvLoginCodes = endpoint({
  method: "post",
  path: "/dev/tv_login_codes/age",
  summary:
    "Development only: makes a socket's TV login codes older, to drive their expiry in tests (404 in production)",
  caller: "none",
  json: z.object({ socket_id: tvSocketIdField, seconds: integer(1, 86_400) }),
  data: z.object({ aged: count }),
  errors: [404],
});
