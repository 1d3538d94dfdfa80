import type { CurrentUser } from "@contract/account";
import { toSessionUser } from "@contract/session-user";
import {
  newPairingSecret,
  pairingCookie,
  readPairingSecret,
  TV_PAIRING_MESSAGES,
  tvSocketId,
  type WaitingTv,
} from "@contract/tv-pairing";
import { data, type RouterContextProvider, redirect } from "react-router";
import { renderSVG } from "uqr";
import { callApi } from "~/lib/api-client.server";
import { startSession } from "~/lib/session.server";
import { slideshowPath } from "~/routes/visitor/links";

/**
 * TV pairing by QR (issue 12), the app's half: /tv makes the pairing secret
 * and shows its QR code, /tv/pair lets a phone confirm, and /tv exchanges the
 * code it receives over the cable (with the secret from its cookie) for a
 * session and opens its slideshow.
 */
type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> };

export type TvPairing = { socketId: string; pairUrl: string; qrSvg: string };

/** A fresh pairing for this /tv page: its QR code, and the cookie that keeps the secret. */
export async function startTvPairing(request: Request): Promise<{ pairing: TvPairing; setCookie: string }> {
  const secret = newPairingSecret();
  const socketId = await tvSocketId(secret);
  const pairUrl = `${new URL(request.url).origin}${tvPairPath(socketId)}`;
  return {
    pairing: { socketId, pairUrl, qrSvg: renderSVG(pairUrl, { border: 2 }) },
    setCookie: pairingCookie(secret),
  };
}

const tvPairPath = (socketId: string) => `/tv/pair?socket_id=${encodeURIComponent(socketId)}`;

/**
 * The TV's code, exchanged with the secret from its cookie: a session like
 * the login form's, the pairing cookie cleared, and the account's slideshow.
 * A failure is the API's message, for the TV to show next to a new QR code.
 */
export async function finishTvPairing(args: RouteArgs, code: string) {
  const secret = readPairingSecret(args.request.headers.get("Cookie"));
  if (!secret) return data({ intent: "tv-pair" as const, error: TV_PAIRING_MESSAGES.pairingExpired }, { status: 401 });
  const result = await callApi<CurrentUser>(args, "/v1/users/tv_sign_in", {
    method: "POST",
    body: { pairing_secret: secret, code },
  });
  if (!result.ok) return data({ intent: "tv-pair" as const, error: result.message }, { status: result.status });
  if (!result.tokens) {
    console.error("tv_sign_in answered 200 without tokens");
    return data({ intent: "tv-pair" as const, error: TV_PAIRING_MESSAGES.codeInvalid }, { status: 502 });
  }
  startSession(args.context, result.tokens, toSessionUser(result.data));
  throw redirect(slideshowPath(result.data), {
    headers: { "Set-Cookie": pairingCookie(null) },
  });
}

/** The TV waiting on a socket id, for the phone to name it; null when none waits (or the id is not one). */
export async function findWaitingTv(args: RouteArgs, socketId: string) {
  return callApi<WaitingTv>(args, `/v1/users/tv_sockets/${encodeURIComponent(socketId)}`, { auth: true });
}

export async function sendTvLogin(args: RouteArgs, socketId: string) {
  return callApi<{ socket_id: string }>(args, "/v1/users/send_socket_login_message", {
    method: "POST",
    auth: true,
    body: { socket_id: socketId },
  });
}
