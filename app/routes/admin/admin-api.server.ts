import type {
  AdPage,
  AnalyticsDetail,
  AnalyticsPage,
  SubscriberDetail,
  SubscriberPage,
  UploadRequestPage,
} from "@contract/admin";
import type { Portfolio } from "@contract/portfolio";
import type { Ad } from "@contract/slideshow";
import { callApi } from "~/lib/api-client.server";

/** The /v1/admin calls of the admin console (spec §7), in one place. */
type RouteArgs = Parameters<typeof callApi>[0];
type Query = Record<string, string | undefined>;
const id = (value: string) => encodeURIComponent(value);

export const listSubscribers = (args: RouteArgs, query: Query) =>
  callApi<SubscriberPage>(args, "/v1/admin/subscribers", { auth: true, query });

export const getSubscriber = (args: RouteArgs, accountId: string) =>
  callApi<SubscriberDetail>(args, `/v1/admin/subscribers/${id(accountId)}`, { auth: true });

export const listAccountStyles = (args: RouteArgs, accountId: string) =>
  callApi<Portfolio[]>(args, `/v1/admin/all_portfolio_styles/${id(accountId)}`, { auth: true });

export const listUploadRequests = (args: RouteArgs, query: Query) =>
  callApi<UploadRequestPage>(args, "/v1/admin/upload_requests", { auth: true, query });

export const listAnalytics = (args: RouteArgs, query: Query) =>
  callApi<AnalyticsPage>(args, "/v1/admin/portfolios_sessions", { auth: true, query });

export const getAnalytics = (args: RouteArgs, accountId: string) =>
  callApi<AnalyticsDetail>(args, `/v1/admin/portfolios_sessions/${id(accountId)}`, { auth: true });

export const listAds = (args: RouteArgs) => callApi<AdPage>(args, "/v1/admin/ads/images", { auth: true });

export const createAd = (args: RouteArgs, body: FormData) =>
  callApi<Ad>(args, "/v1/admin/ads", { method: "POST", auth: true, body });

export const deleteAd = (args: RouteArgs, adId: string) =>
  callApi<null>(args, `/v1/admin/ads/${id(adId)}`, { method: "DELETE", auth: true });

export const approveStyle = (args: RouteArgs, styleId: string) =>
  callApi<Portfolio>(args, "/v1/admin/allow_portfolio_styles", { method: "PUT", auth: true, body: { styleId } });

export const approveAllStyles = (args: RouteArgs, accountId: string) =>
  callApi<{ approved: number }>(args, "/v1/admin/allow_all_portfolio_styles", {
    method: "PUT",
    auth: true,
    body: { accountId },
  });

export const removeStyle = (args: RouteArgs, styleId: string) =>
  callApi<null>(args, `/v1/admin/remove_portfolio_styles/${id(styleId)}`, { method: "DELETE", auth: true });

export const blockAccount = (args: RouteArgs, accountId: string) =>
  callApi<unknown>(args, `/v1/admin/block_account/${id(accountId)}`, { method: "DELETE", auth: true });

export const unblockAccount = (args: RouteArgs, accountId: string) =>
  callApi<unknown>(args, `/v1/admin/unblock_account/${id(accountId)}`, { method: "PUT", auth: true });

export const deleteAccount = (args: RouteArgs, accountId: string) =>
  callApi<unknown>(args, `/v1/admin/delete_account/${id(accountId)}`, { method: "DELETE", auth: true });
