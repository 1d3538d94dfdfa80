import type { GalleryPage, PublicProfile, PublicStyle, Sitemap } from "@contract/visitor";
import { data, redirect } from "react-router";
import { type ApiResult, callApi } from "~/lib/api-client.server";

/** The /v1/public calls of the visitor pages (issue 10), in one place. None needs a session. */
type RouteArgs = Parameters<typeof callApi>[0];

export function getGallery(args: RouteArgs, query: Record<string, string | undefined>) {
  return callApi<GalleryPage>(args, "/v1/public/gallery", { query });
}

export function getProfile(args: RouteArgs, id: string) {
  return callApi<PublicProfile>(args, `/v1/public/accounts/${encodeURIComponent(id)}`);
}

export function getPublicStyle(args: RouteArgs, id: string) {
  return callApi<PublicStyle>(args, `/v1/public/styles/${encodeURIComponent(id)}`);
}

export function getSitemap(args: RouteArgs) {
  return callApi<Sitemap>(args, "/v1/public/sitemap");
}

/** What a visitor page does with a failed call: the 404 page for 404 (and bad ids), the error page otherwise. */
export function failWith(result: { status: number; message: string }): never {
  if (result.status === 404 || result.status === 422) throw data(null, { status: 404 });
  throw data({ message: result.message }, { status: result.status >= 400 ? result.status : 502 });
}

/**
 * The record a visitor page shows, by the id in its address: the 404 page for
 * an id no record can have, `failWith` for a failed call, and a 301 to the
 * record's canonical address when the URL is not it (the company was renamed,
 * or the link typed by hand).
 */
export async function loadCanonical<T>(
  args: RouteArgs,
  id: string | null | undefined,
  get: (args: RouteArgs, id: string) => Promise<ApiResult<T>>,
  canonical: { isAt: (record: T) => boolean; path: (record: T) => string },
) {
  if (!id || id.length > 64) throw data(null, { status: 404 });
  const result = await get(args, id);
  if (!result.ok) failWith(result);
  if (!canonical.isAt(result.data)) throw redirect(canonical.path(result.data), 301);
  return { record: result.data, origin: new URL(args.request.url).origin };
}
