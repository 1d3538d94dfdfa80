import { getAccount } from "@contract/endpoints/account";
import { Outlet } from "react-router";
import { accountOwner, requireAccountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/layout";

/**
 * The stylist's style pages (spec §2: /{account_id}/portfolios, /styles and
 * /style). Owner only, like the account area and by the same guard: logged
 * out goes to login with the full path, anyone else's account is a 404. The
 * account is loaded once here for its slideshow settings and orientation.
 */
export const middleware: Route.MiddlewareFunction[] = [requireAccountOwner];

export async function loader(args: Route.LoaderArgs) {
  const result = await api(args, getAccount, { params: { id: accountOwner(args.context).accountId } });
  if (!result.ok) throw errorFromApiFailure(result);
  return { account: result.data };
}

export default function StylesLayout() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <Outlet />
    </div>
  );
}

/** A failed load or an unreadable form replaces the page, under the site's header. */
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
