import { Outlet, useLocation } from "react-router";
import { isActivePath } from "~/components/page-links";
import { TabBar } from "~/components/tab-bar";
import type { Route } from "./+types/layout";
import { adminConsole } from "./admin.server";
import { ADMIN_TABS, adminPath } from "./admin-places";

/**
 * /admin, the admin console (spec §2 Admin page, issue 13): a tab per route
 * below it, each with its own loader and action, and a detail sub-tab per
 * account under Subscribers and Analytics. Admins only; anyone else goes Home.
 */
export const middleware: Route.MiddlewareFunction[] = [adminConsole];

export default function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-6 px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin</h1>
      <TabBar
        label="Admin sections"
        // Current on its detail sub-tab too (/admin/subscribers/{id}). Said by the page rather than NavLink's, so
        // nothing prefetches a tab: a tab's page, once loaded, becomes the place kept for the session.
        tabs={ADMIN_TABS.map((tab) => ({
          to: adminPath(tab.id),
          label: tab.label,
          current: isActivePath(pathname, adminPath(tab.id)),
        }))}
        className="-mx-4 border-b border-line sm:mx-0"
      />
      <Outlet />
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Admin" }];

/** Errors of the console's loaders and actions (an API failure, a gone account, an unreadable form) replace it. */
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
