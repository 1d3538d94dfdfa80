import { createCookie, data, redirect } from "react-router";
import type { ApiResult } from "~/lib/api-client.server";
import { errorFromApiFailure, statusForFailure } from "~/lib/api-failure.server";
import { tryReadForm } from "~/lib/forms/read-form.server";
import { requireAdmin } from "~/lib/guards.server";
import { readSession } from "~/lib/session.server";
import { toasts } from "~/lib/toast.server";
import * as adminApi from "./admin-api.server";
import { type AdminTab, type AdminView, readView, SAFE_ID, viewHref } from "./admin-view";

type RouteArgs = Parameters<typeof requireAdmin>[0];

/**
 * The tab last open, for the browser session (spec §2: kept per browser
 * session): a cookie without an expiry, read when /admin is opened without
 * a tab.
 */
const lastView = createCookie("sc_admin_view", { httpOnly: true, secure: true, sameSite: "lax", path: "/admin" });

/** Spec §2 guard: anyone without an admin ability (a visitor too) goes Home. */
async function guard(args: RouteArgs) {
  if (!readSession(args.context).user) throw redirect("/");
  return requireAdmin(args);
}

/** The search parameters the API's lists take, passed through (the API refuses bad ones, so they are checked). */
function listQuery(search: URLSearchParams, names: string[]) {
  return Object.fromEntries(names.map((name) => [name, search.get(name)?.trim() || undefined]));
}

/** A list's data; a refused query (a hand-edited URL) falls back to the list's defaults. */
async function withDefaults<T>(
  call: (query: Record<string, string | undefined>) => Promise<ApiResult<T>>,
  query: Record<string, string | undefined>,
) {
  let result = await call(query);
  if (!result.ok && result.status === 422) result = await call({ q: query.q });
  if (!result.ok) throw errorFromApiFailure(result);
  return result.data;
}

const required = <T>(result: ApiResult<T>): T => {
  if (!result.ok) throw errorFromApiFailure(result);
  return result.data;
};

async function loadView(args: RouteArgs, view: AdminView, search: URLSearchParams) {
  const { tab, accountId } = view;
  if (tab === "subscribers" && accountId) {
    const [detail, styles] = await Promise.all([
      adminApi.getSubscriber(args, accountId),
      adminApi.listAccountStyles(args, accountId),
    ]);
    return { tab, kind: "subscriber" as const, detail: required(detail), styles: required(styles) };
  }
  if (tab === "subscribers") {
    const query = listQuery(search, ["sort", "dir", "page", "q"]);
    return {
      tab,
      kind: "subscribers" as const,
      q: query.q ?? "",
      page: await withDefaults((q) => adminApi.listSubscribers(args, q), query),
    };
  }
  if (tab === "requests") {
    return {
      tab,
      kind: "requests" as const,
      page: await withDefaults((q) => adminApi.listUploadRequests(args, q), listQuery(search, ["page"])),
    };
  }
  if (tab === "analytics" && accountId) {
    return { tab, kind: "analytics-detail" as const, detail: required(await adminApi.getAnalytics(args, accountId)) };
  }
  if (tab === "analytics") {
    const query = listQuery(search, ["sort", "dir", "page"]);
    return { tab, kind: "analytics" as const, page: await withDefaults((q) => adminApi.listAnalytics(args, q), query) };
  }
  return { tab, kind: "ads" as const, ads: required(await adminApi.listAds(args)).rows };
}

export type AdminData = Awaited<ReturnType<typeof loadView>>;

/** /admin: the view the URL names (remembered for the session), or the one remembered, or Subscribers. */
export async function loadAdmin(args: RouteArgs) {
  await guard(args);
  const url = new URL(args.request.url);
  const view = readView(url.searchParams);
  if (!view) {
    const saved = new URLSearchParams((await lastView.parse(args.request.headers.get("Cookie"))) ?? "");
    const remembered = readView(saved);
    throw redirect(remembered ? `/admin?${saved}` : viewHref("subscribers"));
  }
  const remember = new URLSearchParams(url.searchParams);
  remember.delete("dialog");
  return data(await loadView(args, view, url.searchParams), {
    headers: { "Set-Cookie": await lastView.serialize(remember.toString()) },
  });
}

const INTENTS = [
  "block",
  "unblock",
  "delete",
  "approve",
  "approve_all",
  "remove_style",
  "create_ad",
  "delete_ad",
] as const;
type Intent = (typeof INTENTS)[number];

/** Where to go back to after a moderation: a console address the form carried, else the tab. */
function backTo(form: FormData, tab: AdminTab) {
  const back = form.get("back");
  return typeof back === "string" && /^\/admin\?[^\\]*$/.test(back) && !back.startsWith("//") ? back : viewHref(tab);
}

/** Every admin form posts here with an `intent`; each goes through the API and comes back with a toast. */
export async function adminAction(args: RouteArgs) {
  await guard(args);
  const read = await tryReadForm(args.request);
  if (!read.ok) return data({ error: read.message }, { status: read.status });
  const { form } = read;
  const intent = INTENTS.find((candidate) => candidate === form.get("intent"));
  const target = String(form.get("id") ?? "");
  if (!intent || (intent !== "create_ad" && !SAFE_ID.test(target))) {
    return data({ error: "This form could not be read. Please reload the page and try again." }, { status: 400 });
  }
  const { result, to } = await perform(args, intent, target, form);
  if (result.ok) return toasts().redirectWithSuccess(to, result.message);
  if (intent === "create_ad") return data({ error: result.message }, { status: statusForFailure(result) });
  return toasts().redirectWithError(backTo(form, intent === "delete_ad" ? "ads" : "subscribers"), result.message);
}

async function perform(args: RouteArgs, intent: Intent, id: string, form: FormData) {
  switch (intent) {
    // Spec §4: after block or delete the subscriber list reloads and the view returns to it.
    case "block":
      return { result: await adminApi.blockAccount(args, id), to: viewHref("subscribers") };
    case "delete":
      return { result: await adminApi.deleteAccount(args, id), to: viewHref("subscribers") };
    case "unblock":
      return { result: await adminApi.unblockAccount(args, id), to: viewHref("subscribers", id) };
    case "approve":
      return { result: await adminApi.approveStyle(args, id), to: backTo(form, "requests") };
    case "approve_all":
      return { result: await adminApi.approveAllStyles(args, id), to: backTo(form, "requests") };
    case "remove_style":
      return { result: await adminApi.removeStyle(args, id), to: backTo(form, "requests") };
    case "delete_ad":
      return { result: await adminApi.deleteAd(args, id), to: viewHref("ads") };
    case "create_ad": {
      const body = new FormData();
      for (const name of ["images", "poster", "title"]) {
        const value = form.get(name);
        if (value !== null && !(value instanceof File && value.size === 0 && name === "poster")) body.set(name, value);
      }
      return { result: await adminApi.createAd(args, body), to: viewHref("ads") };
    }
  }
}
