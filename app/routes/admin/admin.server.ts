import { MESSAGES } from "@contract/messages";
import { createCookie, data, type MiddlewareFunction, redirect } from "react-router";
import type { ApiResult } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { tryReadForm } from "~/lib/forms/read-form.server";
import { requireAdmin } from "~/lib/guards.server";
import { readSession } from "~/lib/session.server";
import { toasts } from "~/lib/toast.server";
import { adminPath, consolePlace, legacyPlace, SAFE_ID } from "./admin-places";

// What the console's pages share on the server: the guard, the place kept for the session, lists and forms.
type RouteArgs = Parameters<typeof requireAdmin>[0];

/**
 * The place last open, for the browser session (spec §2: the selected tab and
 * sub-tab are kept per browser session): a cookie without an expiry holding
 * its path and query, read when /admin is opened bare.
 */
const keptPlace = createCookie("sc_admin_view", { httpOnly: true, secure: true, sameSite: "lax", path: "/admin" });

/**
 * The guard of every page and form under /admin (spec §2: anyone without an
 * admin ability, a visitor too, goes Home), run once per request before their
 * loaders and actions. A page that loaded is kept as the session's place.
 */
export const adminConsole: MiddlewareFunction<Response> = async (args, next) => {
  if (!readSession(args.context).user) throw redirect("/");
  await requireAdmin(args);
  const response = await next();
  const place = args.request.method === "GET" && response.status === 200 ? consolePlace(args.url) : null;
  if (!place) return response;
  const kept = new Response(response.body, response);
  kept.headers.append("Set-Cookie", await keptPlace.serialize(place));
  return kept;
};

/**
 * Where /admin opens: an old `/admin?tab=…` address where its place lives now
 * (permanently), otherwise the place kept for this browser session, else Subscribers.
 */
export async function openConsole({ request, url }: RouteArgs & { url: URL }) {
  const legacy = legacyPlace(url.searchParams);
  if (legacy) throw redirect(legacy, 301);
  const kept: unknown = await keptPlace.parse(request.headers.get("Cookie"));
  const place = typeof kept === "string" && kept.startsWith("/") ? consolePlace(new URL(kept, url)) : null;
  throw redirect(place ?? adminPath("subscribers"));
}

/** The search parameters an API list takes, passed through as the address has them. */
export function listQuery(url: URL, names: string[]) {
  return Object.fromEntries(names.map((name) => [name, url.searchParams.get(name)?.trim() || undefined]));
}

/** A list's page; a query the API refuses (a hand-edited address) falls back to the list's defaults. */
export async function listOrDefaults<T>(
  call: (query: Record<string, string | undefined>) => Promise<ApiResult<T>>,
  query: Record<string, string | undefined>,
) {
  let result = await call(query);
  if (!result.ok && result.status === 422) result = await call({ q: query.q });
  return required(result);
}

/** An API answer a page cannot do without: a failure becomes the error page (404 for a gone account). */
export function required<T>(result: ApiResult<T>): T {
  if (!result.ok) throw errorFromApiFailure(result);
  return result.data;
}

/** The address a form was posted from, to come back to: its page, sort and search, without a dialog. */
export const postedFrom = (url: URL) => consolePlace(url) ?? adminPath("subscribers");

/** The form an admin page posted; a body that is not one shows the error page. */
export async function postedForm(request: Request) {
  const read = await tryReadForm(request);
  if (!read.ok) throw data({ message: read.message }, { status: read.status });
  return read.form;
}

type Moderation = { result: ApiResult<unknown>; to: string };

/**
 * A posted form's `intent` with the `id` it acts on, done through the API by
 * `handlers[intent]`: success goes `to` its place with a toast; failure comes
 * back where the form was posted, with the API's message.
 */
export async function moderate<Intent extends string>(
  args: RouteArgs & { url: URL },
  form: FormData,
  handlers: Record<Intent, (id: string) => Promise<Moderation>>,
) {
  const intent = Object.keys(handlers).find((name) => name === form.get("intent")) as Intent | undefined;
  const id = String(form.get("id") ?? "");
  if (!intent || !SAFE_ID.test(id)) throw data({ message: MESSAGES.formUnreadable }, { status: 400 });
  const { result, to } = await handlers[intent](id);
  if (result.ok) return toasts().redirectWithSuccess(to, result.message);
  return toasts().redirectWithError(postedFrom(args.url), result.message);
}
