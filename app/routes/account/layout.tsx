import { NavLink, Outlet } from "react-router";
import { AccountAvatar } from "~/components/account-avatar";
import { ErrorPage } from "~/components/error-page";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/layout";
import { getAccount } from "./account-api.server";
import { requireAccountOwner } from "./account-owner.server";

const TABS: { to: string; label: string; end?: boolean; short?: string }[] = [
  { to: "", label: "Profile", end: true },
  { to: "/security", label: "Security" },
  { to: "/referral", label: "Referral" },
  { to: "/settings", label: "Slideshow settings", short: "Slideshow" },
];

/** /accounts/{account_id} (auth, owner only): the account area of spec §2, one tab per page. */
export const middleware: Route.MiddlewareFunction[] = [requireAccountOwner];

export async function loader(args: Route.LoaderArgs) {
  const result = await getAccount(args, args.params.accountId);
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

      {/* Down to 320 px the tabs share one row, the current one included; narrower, they wrap rather than scroll out of view. */}
      <nav aria-label="Account" className="-mx-4 mt-6 border-b border-line sm:mx-0">
        <ul className="flex flex-wrap px-3 sm:gap-1 sm:px-0">
          {TABS.map((tab) => (
            <li key={tab.label} className="flex-auto shrink-0 sm:flex-none">
              <NavLink
                to={`${base}${tab.to}`}
                end={tab.end}
                prefetch="intent"
                preventScrollReset
                className={({ isActive }) =>
                  `-mb-px flex min-h-11 items-center justify-center border-b-2 px-1.5 text-[13px] font-semibold whitespace-nowrap transition-colors sm:px-3 sm:text-sm ${
                    isActive
                      ? "border-brand text-ink"
                      : "border-transparent text-ink-soft hover:border-line hover:text-ink"
                  }`
                }
              >
                {tab.short ? (
                  <>
                    <span className="sm:hidden">{tab.short}</span>
                    <span className="hidden sm:inline">{tab.label}</span>
                  </>
                ) : (
                  tab.label
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6 sm:mt-8">
        <Outlet />
      </div>
    </div>
  );
}

/** Errors of the area's loaders and actions (a tab's API failure, an unreadable form) replace the area, under the site's header. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
