import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The success shape of spec §7: clients read `data` (items and lists), `message` and `status`. */
export type ApiSuccessBody<T> = { status: number; message: string; data: T };

export function ok<T>(c: Context, data: T, message = "OK", status: ContentfulStatusCode = 200): Response {
  return c.json({ status, message, data } satisfies ApiSuccessBody<T>, status);
}
