import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requireUser } from "~/lib/guards.server";
import type { SessionUser } from "~/lib/session.server";

const accountOwnerContext = createContext<SessionUser>();

/**
 * The guard of everything under /accounts/{account_id}: a signed-in user
 * (else login, with the full path to come back to), and only their own
 * account (anyone else's does not exist for them: 404). It runs once per
 * request, before every loader and action of the area.
 */
export const requireAccountOwner: MiddlewareFunction<Response> = async (args, next) => {
  const user = await requireUser(args);
  if (args.params.accountId !== user.accountId) throw data(null, { status: 404 });
  args.context.set(accountOwnerContext, user);
  return next();
};

/** The owner the middleware let in. */
export function accountOwner(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(accountOwnerContext);
}
