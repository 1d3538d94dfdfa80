import type { PlanName, Portfolio } from "@contract/portfolio";
import { callApi } from "~/lib/api-client.server";

/** The /v1/users portfolio calls of the style pages (spec §7), in one place. A FormData body goes as multipart. */
type RouteArgs = Parameters<typeof callApi>[0];
const stylePath = (id: string) => `/v1/users/portfolios/${encodeURIComponent(id)}` as const;

/** The signed-in account's styles, approved or not, newest first. */
export function listMyStyles(args: RouteArgs) {
  return callApi<Portfolio[]>(args, "/v1/users/my_portfolios", { auth: true });
}

/** One style; the API also answers with someone else's approved style, so callers check the owner. */
export function getStyle(args: RouteArgs, id: string) {
  return callApi<Portfolio>(args, stylePath(id), { auth: true });
}

export function createStyle(args: RouteArgs, body: FormData) {
  return callApi<Portfolio>(args, "/v1/users/portfolios", { method: "POST", auth: true, body });
}

export function updateStyle(args: RouteArgs, id: string, body: FormData) {
  return callApi<Portfolio>(args, stylePath(id), { method: "PUT", auth: true, body });
}

export function deleteStyle(args: RouteArgs, id: string) {
  return callApi<null>(args, stylePath(id), { method: "DELETE", auth: true });
}

/** Records a promotion (test systems only until payments open: production answers 503). */
export function promoteStyle(args: RouteArgs, id: string, plan: PlanName) {
  return callApi<{ plan_name: string; promoted_until: string }>(args, `${stylePath(id)}/promotion`, {
    method: "POST",
    auth: true,
    body: { plan_name: plan },
  });
}
