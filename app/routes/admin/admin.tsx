import { TabBar } from "~/components/tab-bar";
import type { Route } from "./+types/admin";
import { adminAction, loadAdmin } from "./admin.server";
import { ADMIN_TABS, subscriberTitle, viewHref } from "./admin-view";
import { AdsTab } from "./ads-tab";
import { AnalyticsDetailView, AnalyticsTab } from "./analytics-tab";
import { RequestsTab } from "./requests-tab";
import { SubscriberDetailView } from "./subscriber-detail";
import { SubscribersTab } from "./subscribers-tab";

/**
 * /admin, the admin console (spec §2 Admin page, issue 13): four tabs, a
 * sub-tab per subscriber and per account's analytics, all named in the URL.
 * Admins only; anyone else goes Home.
 */
export const loader = (args: Route.LoaderArgs) => loadAdmin(args);

export const action = (args: Route.ActionArgs) => adminAction(args);

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData;
  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-6 px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin</h1>
      <TabBar
        label="Admin sections"
        tabs={ADMIN_TABS.map((tab) => ({ to: viewHref(tab.id), label: tab.label, current: tab.id === view.tab }))}
        className="-mx-4 border-b border-line sm:mx-0"
      />
      {view.kind === "subscribers" ? <SubscribersTab page={view.page} q={view.q} /> : null}
      {view.kind === "subscriber" ? <SubscriberDetailView detail={view.detail} styles={view.styles} /> : null}
      {view.kind === "requests" ? <RequestsTab page={view.page} /> : null}
      {view.kind === "analytics" ? <AnalyticsTab page={view.page} /> : null}
      {view.kind === "analytics-detail" ? <AnalyticsDetailView detail={view.detail} /> : null}
      {view.kind === "ads" ? <AdsTab ads={view.ads} error={actionData?.error} /> : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.kind === "subscriber") {
    return [{ title: subscriberTitle(loaderData.detail.account.attributes.fullname || loaderData.detail.account.id) }];
  }
  return [{ title: ADMIN_TABS.find((tab) => tab.id === loaderData?.tab)?.title ?? "Admin" }];
};

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
