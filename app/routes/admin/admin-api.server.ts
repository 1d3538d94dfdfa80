import * as endpoints from "@contract/endpoints/admin";
import { api, type RouteArgs } from "~/lib/api-client.server";

/** The /v1/admin calls of the admin console (spec §7), in one place. */
type Query = Record<string, string | undefined>;

export const listSubscribers = (args: RouteArgs, query: Query) => api(args, endpoints.listSubscribers, { query });

export const getSubscriber = (args: RouteArgs, accountId: string) =>
  api(args, endpoints.getSubscriber, { params: { id: accountId } });

export const listAccountStyles = (args: RouteArgs, accountId: string) =>
  api(args, endpoints.listAccountStyles, { params: { id: accountId } });

export const listUploadRequests = (args: RouteArgs, query: Query) => api(args, endpoints.listUploadRequests, { query });

export const listAnalytics = (args: RouteArgs, query: Query) => api(args, endpoints.listAnalytics, { query });

export const getAnalytics = (args: RouteArgs, accountId: string) =>
  api(args, endpoints.getAnalytics, { params: { id: accountId } });

export const listAds = (args: RouteArgs) => api(args, endpoints.listAds);

export const createAd = (args: RouteArgs, body: FormData) => api(args, endpoints.createAd, { form: body });

export const deleteAd = (args: RouteArgs, adId: string) => api(args, endpoints.deleteAd, { params: { id: adId } });

export const approveStyle = (args: RouteArgs, styleId: string) =>
  api(args, endpoints.approveStyle, { json: { styleId } });

export const approveAllStyles = (args: RouteArgs, accountId: string) =>
  api(args, endpoints.approveAllStyles, { json: { accountId } });

export const removeStyle = (args: RouteArgs, styleId: string) =>
  api(args, endpoints.removeStyle, { params: { id: styleId } });

export const blockAccount = (args: RouteArgs, accountId: string) =>
  api(args, endpoints.blockAccount, { params: { id: accountId } });

export const unblockAccount = (args: RouteArgs, accountId: string) =>
  api(args, endpoints.unblockAccount, { params: { id: accountId } });

export const deleteAccount = (args: RouteArgs, accountId: string) =>
  api(args, endpoints.deleteAccount, { params: { id: accountId } });
