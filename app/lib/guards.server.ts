import type { CurrentUser } from "@contract/account";
import { MESSAGES } from "@contract/messages";
import { type RouterContextProvider, redirect } from "react-router";
import { callApi, loginPath } from "./api-client.server";
import { errorFromApiFailure } from "./api-failure.server";
import { isAdmin, readSession, type SessionUser, updateSession } from "./session.server";
import { toasts } from "./toast.server";

/** Guards of spec §2, called first in each loader and action. Each throws a redirect (or an error page). */
type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> };

export function toSessionUser(data: CurrentUser): SessionUser {
  return {
    id: data.id,
    email: data.email,
    accountId: data.account_id,
    firstName: data.first_name,
    fullname: data.fullname,
    abilities: data.abilities,
    canAddSlide: Boolean(data.company && data.address && data.picture),
  };
}

/** Login and register: a signed-in user is sent Home with a warning. */
export async function requireAnonymous({ context }: RouteArgs) {
  if (readSession(context).user) throw await toasts().redirectWithWarning("/", MESSAGES.alreadyLoggedIn);
}

/**
 * Checks the session against the API on every call, so a blocked or deleted
 * account is out at once; renews tokens on the way (api-client). Only a 401
 * means "log in again" (api-client already ended the session and redirected):
 * when the API is down or broken the visitor is still logged in, so they get
 * the network or server message on an error page, not the login page (which
 * would answer "You're already logged in").
 */
export async function requireUser(args: RouteArgs): Promise<SessionUser> {
  if (!readSession(args.context).user) throw redirect(loginPath(args.request));
  const result = await callApi<CurrentUser>(args, "/v1/users/me", { auth: true });
  if (!result.ok && result.status === 401) throw redirect(loginPath(args.request));
  if (!result.ok) throw errorFromApiFailure(result);
  const user = toSessionUser(result.data);
  // Write the cookie only when something the header shows has changed.
  if (JSON.stringify(user) !== JSON.stringify(readSession(args.context).user)) updateSession(args.context, { user });
  return user;
}

export async function requireAdmin(args: RouteArgs): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!isAdmin(user)) throw redirect("/");
  return user;
}
