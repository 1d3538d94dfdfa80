/**
 * The admin console's places (spec §2 Admin page, and issue 35's removal
 * requests): five tabs, each a route
 * under /admin with its page title, and two detail sub-tabs named by an
 * account id (/admin/subscribers/{id}, /admin/analytics/{id}). Everything
 * lives in the address, so links, the back button and pages without
 * JavaScript work.
 */
export const ADMIN_TABS = [
  { id: "subscribers", label: "Subscribers", title: "Admin - Subscribers" },
  { id: "requests", label: "Upload requests", title: "Admin - Requests" },
  { id: "analytics", label: "Analytics", title: "Admin - Analytics" },
  { id: "ads", label: "Slideshow ads", title: "Admin - Slideshow Ads" },
  { id: "removal-requests", label: "Removal requests", title: "Admin - Removal Requests" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

/** The tabs with a detail sub-tab per account. */
const DETAIL_TABS: readonly AdminTab[] = ["subscribers", "analytics"];

/** An id as the console accepts it in an address or a form (ids are URL-safe, decisions.md). */
export const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The address of a tab, or of its detail sub-tab for `accountId`. */
export function adminPath(tab: AdminTab, accountId?: string | null) {
  return accountId ? `/admin/${tab}/${encodeURIComponent(accountId)}` : `/admin/${tab}`;
}

export const tabTitle = (tab: AdminTab) => ADMIN_TABS.find((candidate) => candidate.id === tab)?.title ?? "Admin";

export const subscriberTitle = (fullname: string) => `Subscriber Information - ${fullname}`;

/** Query parameters that only open a dialog: a place is kept, and returned to, without them. */
const TRANSIENT = ["dialog"];

function keptQuery(search: URLSearchParams) {
  const kept = new URLSearchParams(search);
  for (const name of TRANSIENT) kept.delete(name);
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/**
 * The console place an address names, as a path and query to keep for the
 * browser session (spec §2: the selected tab and sub-tab are kept), or null
 * when it names none (the /admin index, an unknown tab, a bad id). What it
 * returns is always a same-site /admin/… path: safe to redirect to.
 */
export function consolePlace(url: URL): string | null {
  const [, root, tab, accountId, ...rest] = url.pathname.split("/");
  const known = ADMIN_TABS.find((candidate) => candidate.id === tab)?.id;
  if (root !== "admin" || !known || rest.length > 0) return null;
  if (accountId !== undefined && !(DETAIL_TABS.includes(known) && SAFE_ID.test(accountId))) return null;
  return `${adminPath(known, accountId)}${keptQuery(url.searchParams)}`;
}

/**
 * Where an address of the console of one route (`/admin?tab=…&account_id=…`,
 * with its page, sort and search) lives now; null when it names no tab.
 */
export function legacyPlace(search: URLSearchParams): string | null {
  const tab = ADMIN_TABS.find((candidate) => candidate.id === search.get("tab"))?.id;
  if (!tab) return null;
  const accountId = search.get("account_id");
  const detail = DETAIL_TABS.includes(tab) && accountId && SAFE_ID.test(accountId) ? accountId : null;
  const rest = new URLSearchParams(search);
  rest.delete("tab");
  rest.delete("account_id");
  const query = rest.toString();
  return `${adminPath(tab, detail)}${query ? `?${query}` : ""}`;
}
