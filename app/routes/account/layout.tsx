import { getAccount } from "@contract/endpoints/account";
import { INSIGHTS_TEXTS } from "@contract/insights";
import { MY_SCREENS_TEXTS } from "@contract/screens";
import { SERVICE_TEXTS } from "@contract/services";
import { Outlet } from "react-router";
import { AccountAvatar } from "~/components/account-avatar";
import { type Tab, TabBar } from "~/components/tab-bar";
import { requireAccountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/layout";

const TABS: Tab[] = [
  { to: "", label: "Profile", end: true },
  { to: "/security", label: "Security" },
  { to: "/services", label: SERVICE_TEXTS.title },
  { to: "/referral", label: "Referral" },
  { to: "/settings", label: "Slideshow settings", short: "Slideshow" },
  { to: "/screens", label: MY_SCREENS_TEXTS.title, short: MY_SCREENS_TEXTS.tab },
  { to: "/insights", label: INSIGHTS_TEXTS.title, short: INSIGHTS_TEXTS.tab },
];

/** /accounts/{account_id} (auth, owner only): the account area of spec §2, one tab per page. */
export const middleware: Route.MiddlewareFunction[] = [requireAccountOwner];

export async function loader(args: Route.LoaderArgs) {
  const result = await api(args, getAccount, { params: { id: args.params.accountId } });
  // A 404 (no such account) shows the not-found page.
  if (!result.ok) throw errorFromApiFailure(result);
  return { account: result.data };
}

export default function AccountLayout({ loaderData, params }: Route.ComponentProps) {
  const { attributes } = loaderData.account;
  const base = `/accounts/${params.accountId}`;
  const name = attributes.company || attributes.fullname || attributes.email;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <header className="flex items-center gap-4">
        <AccountAvatar src={attributes.avatar} name={name} className="size-14 text-xl" />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-brand-dark uppercase">My account</p>
          <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
        </div>
      </header>

      <TabBar
        label="Account"
        tabs={TABS.map((tab) => ({ ...tab, to: `${base}${tab.to}` }))}
        className="-mx-4 mt-6 border-b border-line sm:mx-0"
      />

      <div className="mt-6 sm:mt-8">
        <Outlet />
      </div>
    </div>
  );
}

/** Errors of the area's loaders and actions (a tab's API failure, an unreadable form) replace the area, under the site's header. */
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
