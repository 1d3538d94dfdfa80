/**
 * The admin console's places (spec §2 Admin page): four tabs, each with its
 * page title, and a sub-tab (a subscriber's or an account's analytics
 * detail) named by `account_id`. All of it lives in the URL, so links, the
 * back button and pages without JavaScript work.
 */
export const ADMIN_TABS = [
  { id: "subscribers", label: "Subscribers", title: "Admin - Subscribers" },
  { id: "requests", label: "Upload requests", title: "Admin - Requests" },
  { id: "analytics", label: "Analytics", title: "Admin - Analytics" },
  { id: "ads", label: "Slideshow ads", title: "Admin - Slideshow Ads" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export type AdminView = { tab: AdminTab; accountId: string | null };

/** An id as the console accepts it in an address or a form (ids are URL-safe, decisions.md). */
export const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The view a URL names; null when it names no tab (the console then opens the one remembered). */
export function readView(search: URLSearchParams): AdminView | null {
  const tab = ADMIN_TABS.find((candidate) => candidate.id === search.get("tab"))?.id;
  if (!tab) return null;
  const accountId = search.get("account_id");
  const detail = (tab === "subscribers" || tab === "analytics") && accountId && SAFE_ID.test(accountId);
  return { tab, accountId: detail ? accountId : null };
}

/** The address of a tab, or of a detail sub-tab with `accountId`. */
export function viewHref(tab: AdminTab, accountId?: string | null) {
  const search = new URLSearchParams({ tab });
  if (accountId) search.set("account_id", accountId);
  return `/admin?${search}`;
}

export const subscriberTitle = (fullname: string) => `Subscriber Information - ${fullname}`;
