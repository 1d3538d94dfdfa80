import type { CurrentUser } from "@contract/account";
import { getMe } from "@contract/endpoints/session";
import { createLinkCode, createScreenSession, tvSignIn } from "@contract/endpoints/tv";
import { slideshowPath } from "@contract/public-paths";
import { toSessionUser } from "@contract/session-user";
import {
  newPairingSecret,
  pairingCookie,
  readPairingSecret,
  TV_PAIRING_MESSAGES,
  tvSocketId,
} from "@contract/tv-pairing";
import { data, redirect } from "react-router";
import { renderSVG } from "uqr";
import { type ApiResult, api, type RouteArgs } from "~/lib/api-client.server";
import { fetchMe } from "~/lib/guards.server";
import { isScreenSession, readSession, type SessionTokens, startSession } from "~/lib/session.server";

/**
 * A TV's three logins (issues 12 and 21, ADR 17 and 19), the app's half: /tv
 * makes the pairing secret and shows its QR code and short code; a phone
 * confirms at /tv/pair (the QR code) or /link (the short code); /tv exchanges
 * the code it then receives over the cable (with the secret from its cookie)
 * for a screen session, or takes the e-mail and password, and opens the
 * account's slideshow.
 */

export type TvPairing = {
  socketId: string;
  pairUrl: string;
  qrSvg: string;
  /** The short code to type at `linkUrl` (null when the API could not make one: the QR code still works). */
  linkCode: string | null;
  linkUrl: string;
};

/** A fresh pairing for this /tv page: its QR code, its short code, and the cookie that keeps the secret. */
export async function startTvPairing(args: RouteArgs): Promise<{ pairing: TvPairing; setCookie: string }> {
  const secret = newPairingSecret();
  const socketId = await tvSocketId(secret);
  const origin = new URL(args.request.url).origin;
  const pairUrl = `${origin}${tvPairPath(socketId)}`;
  const link = await api(args, createLinkCode, { json: { pairing_secret: secret } });
  if (!link.ok) console.warn("no short code for /tv", link.status, link.message);
  // The QR code is an image with a name of its own (the page's); its drawing says nothing to a screen reader.
  const qrSvg = renderSVG(pairUrl, { border: 2 }).replace("<svg ", '<svg aria-hidden="true" focusable="false" ');
  return {
    pairing: { socketId, pairUrl, qrSvg, linkCode: link.ok ? link.data.code : null, linkUrl: `${origin}/link` },
    setCookie: pairingCookie(secret),
  };
}

/** Whose slideshow a TV paired from this phone will play: the account's company, else its person's name (issue 34). */
export async function showOwner(args: RouteArgs): Promise<string | null> {
  const me = await fetchMe(args);
  return me.ok ? me.data.company || me.data.fullname || null : null;
}

const tvPairPath = (socketId: string) => `/tv/pair?socket_id=${encodeURIComponent(socketId)}`;

/** The account's show, as a TV opens it. */
const showOf = (user: CurrentUser) => slideshowPath(user);

/** `/tv?adopt=1`: the owner, watching their own show as a person, makes this browser a screen (issue 23). */
export const isAdopting = (args: RouteArgs) =>
  new URL(args.request.url).searchParams.get("adopt") === "1" && !isScreenSession(args.context);

/**
 * A browser that is logged in has nothing to do on /tv: it goes to its
 * account's slideshow (a TV after a power cut reopens its show this way),
 * unless its person is making it a screen (`isAdopting`). A session the API
 * no longer knows is simply logged out, and /tv shows.
 */
export async function sendSignedInToShow(args: RouteArgs) {
  if (!readSession(args.context).user || isAdopting(args)) return;
  let me: ApiResult<CurrentUser>;
  try {
    me = await api(args, getMe);
  } catch (thrown) {
    // api-client ended the session and would send the visitor to /login: on a TV that means "log in here".
    if (thrown instanceof Response) return;
    throw thrown;
  }
  if (me.ok) throw redirect(showOf(me.data));
}

/**
 * The TV's code, exchanged with the secret from its cookie: a screen
 * session, the pairing cookie cleared, and the account's slideshow. A failure
 * is the API's message, for the TV to show while it waits again.
 */
export async function finishTvPairing(args: RouteArgs, code: string) {
  const secret = readPairingSecret(args.request.headers.get("Cookie"));
  if (!secret) return data({ intent: "tv-pair" as const, error: TV_PAIRING_MESSAGES.pairingExpired }, { status: 401 });
  const result = await api(args, tvSignIn, { json: { pairing_secret: secret, code } });
  if (!result.ok) return data({ intent: "tv-pair" as const, error: result.message }, { status: result.status });
  if (!result.tokens) {
    console.error("tv_sign_in answered 200 without tokens");
    return data({ intent: "tv-pair" as const, error: TV_PAIRING_MESSAGES.codeInvalid }, { status: 502 });
  }
  return openShow(args, result.tokens, result.data);
}

/**
 * The password typed on /tv: the tokens of the sign-in just made become a
 * screen session at once (`POST /v1/users/screen_session`), so the TV stays
 * logged in like a paired one. Should that second step fail, the TV keeps
 * the person's session it has: it still opens its show.
 */
export async function openShowAsScreen(args: RouteArgs, tokens: SessionTokens, user: CurrentUser): Promise<never> {
  const screen = await api(args, createScreenSession, { tokens });
  if (screen.ok && screen.tokens) return openShow(args, screen.tokens, screen.data);
  console.error("screen_session failed after sign_in", screen.ok ? "no tokens" : screen.message);
  startSession(args.context, tokens, toSessionUser(user));
  throw redirect(showOf(user), { headers: { "Set-Cookie": pairingCookie(null) } });
}

function openShow(args: RouteArgs, tokens: SessionTokens, user: CurrentUser): never {
  startSession(args.context, tokens, toSessionUser(user), { screen: true });
  throw redirect(showOf(user), { headers: { "Set-Cookie": pairingCookie(null) } });
}
