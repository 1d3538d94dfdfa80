import type { GalleryPage, PublicProfile, PublicStyle, Sitemap } from "@contract/visitor";
import { data } from "react-router";
import { callApi } from "~/lib/api-client.server";

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
