import type { CurrentUser } from "@contract/account";
import { MESSAGES } from "@contract/messages";
import { type RouterContextProvider, redirect } from "react-router";
import { callApi, loginPath } from "./api-client.server";
import { isAdmin, readSession, type SessionUser, updateSession } from "./session.server";
import { toasts } from "./toast.server";

/** Guards of spec §2, called first in each loader and action. Each throws a redirect. */
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
 * account is out at once; renews tokens on the way (api-client).
 */
export async function requireUser(args: RouteArgs): Promise<SessionUser> {
  if (!readSession(args.context).user) throw redirect(loginPath(args.request));
  const result = await callApi<CurrentUser>(args, "/v1/users/me", { auth: true });
  if (!result.ok) throw redirect(loginPath(args.request));
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
