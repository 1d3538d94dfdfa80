import type { DataOf } from "@contract/endpoints/define";
import { getMe } from "@contract/endpoints/session";
import { MESSAGES } from "@contract/messages";
import { toSessionUser } from "@contract/session-user";
import { createContext, redirect } from "react-router";
import { type ApiResult, api, loginPath, type RouteArgs } from "./api-client.server";
import { errorFromApiFailure } from "./api-failure.server";
import { endSession, isAdmin, isScreenSession, readSession, type SessionUser, updateSession } from "./session.server";
import { toasts } from "./toast.server";

/** Guards of spec §2, called first in each loader and action. Each throws a redirect (or an error page). */
type MeResult = ApiResult<DataOf<typeof getMe>>;
const meContext = createContext<Promise<MeResult> | null>(null);

/**
 * `GET /v1/users/me` once per request: the root loader and a guarded route's
 * loader run side by side and both ask; they share one call (and one renewal).
 */
export function fetchMe(args: RouteArgs): Promise<MeResult> {
  let pending = args.context.get(meContext);
  if (!pending) {
    pending = api(args, getMe);
    args.context.set(meContext, pending);
  }
  return pending;
}

/**
 * Login and register: a signed-in person is sent Home with a warning. A TV's screen session is no person's login:
 * the pages that need a person send it here (`requireUser`).
 */
export async function requireAnonymous({ context }: RouteArgs) {
  if (readSession(context).user && !isScreenSession(context)) {
    throw await toasts().redirectWithWarning("/", MESSAGES.alreadyLoggedIn);
  }
}

/**
 * A signed-in person. A TV's screen session reaches only what a screen needs
 * (ADR 31), so a page that needs a person, opened on a TV, asks for a
 * person's login (keeping the full path); the TV's slideshow plays on.
 */
export async function requireUser(args: RouteArgs): Promise<SessionUser> {
  if (isScreenSession(args.context)) throw redirect(loginPath(args.request));
  return requireSignedIn(args);
}

/**
 * Anyone signed in, a TV's screen session too (/logout). Checks the session
 * against the API on every call, so a blocked or deleted account is out at
 * once; renews tokens on the way (api-client). Only a 401 means "log in
 * again" (api-client already ended the session and redirected): when the API
 * is down or broken the visitor is still logged in, so they get the network
 * or server message on an error page, not the login page (which would answer
 * "You're already logged in").
 */
export async function requireSignedIn(args: RouteArgs): Promise<SessionUser> {
  if (!readSession(args.context).user) throw redirect(loginPath(args.request));
  const result = await fetchMe(args);
  if (!result.ok && result.status === 401) throw redirect(loginPath(args.request));
  if (!result.ok) throw errorFromApiFailure(result);
  const user = toSessionUser(result.data);
  // Write the cookie only when something the header shows has changed.
  if (JSON.stringify(user) !== JSON.stringify(readSession(args.context).user)) updateSession(args.context, { user });
  return user;
}

/**
 * The signed-in user for pages anyone may see (the header shows who is
 * logged in), checked against the API like `requireUser`: a deleted or
 * blocked account, or a session ended elsewhere, shows as logged out (the
 * cookie is cleared). Only when the API cannot be asked does the cookie's
 * snapshot stand in, so an outage does not log anyone out.
 */
export async function optionalUser(args: RouteArgs): Promise<SessionUser | null> {
  const snapshot = readSession(args.context).user;
  if (!snapshot) return null;
  let result: MeResult;
  try {
    result = await fetchMe(args);
  } catch (thrown) {
    // api-client ended the session and threw a redirect to login: here that simply means logged out.
    if (thrown instanceof Response) return null;
    throw thrown;
  }
  if (!result.ok && result.status === 401) {
    endSession(args.context);
    return null;
  }
  if (!result.ok) return snapshot;
  const user = toSessionUser(result.data);
  if (JSON.stringify(user) !== JSON.stringify(snapshot)) updateSession(args.context, { user });
  return user;
}

export async function requireAdmin(args: RouteArgs): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!isAdmin(user)) throw redirect("/");
  return user;
}
