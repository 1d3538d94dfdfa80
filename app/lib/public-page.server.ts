import { data, redirect } from "react-router";
import type { ApiResult, RouteArgs } from "./api-client.server";

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
  get: (id: string) => Promise<ApiResult<T>>,
  canonical: { isAt: (record: T) => boolean; path: (record: T) => string },
) {
  if (!id || id.length > 64) throw data(null, { status: 404 });
  const result = await get(id);
  if (!result.ok) failWith(result);
  if (!canonical.isAt(result.data)) throw redirect(canonical.path(result.data), 301);
  return { record: result.data, origin: new URL(args.request.url).origin };
}
