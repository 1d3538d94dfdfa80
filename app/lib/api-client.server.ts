import { API_KEY_HEADER, APP_ORIGIN_HEADER } from "@contract/api-headers";
import type { AppConfig } from "@contract/config";
import type { DataOf, Endpoint, PathNames } from "@contract/endpoints/define";
import { renewTokens as renewTokensEndpoint } from "@contract/endpoints/session";
import { MESSAGES, type ToastType, toastTypeForStatus } from "@contract/messages";
import { executionContext } from "@contract/request-context";
import { type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { sendToApi } from "./api-transport.server";
import { appConfig } from "./config.server";
import { endSession, readSession, type SessionTokens, updateSession } from "./session.server";

const API_TIMEOUT_MS = 18_000;

type ApiSuccess<T> = { ok: true; status: number; message: string; data: T; tokens: SessionTokens | null };
export type ApiFailure = { ok: false; status: number; message: string; inputName?: string; toastType: ToastType };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | undefined>;
  tokens?: SessionTokens | null;
};

export type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** A token counts as expired this long before `expire-at` (spec §4), so it is renewed first. */
const EXPIRY_MARGIN_MS = 60_000;

/** What a call to `E` sends: its path's ids, its query, its JSON body or its form, as it declares them. */
export type ApiInput<E extends Endpoint> = ParamsOf<E> &
  QueryOf<E> &
  BodyOf<E> & {
    /** Tokens to send instead of the session's, as they are: a sign-in not stored yet, or a sign-out (never renewed). */
    tokens?: SessionTokens;
  };

type ParamsOf<E extends Endpoint> = [PathNames<E["path"]>] extends [never]
  ? unknown
  : { params: Record<PathNames<E["path"]>, string> };
type QueryOf<E extends Endpoint> = E extends { request: { query: infer Q extends z.ZodObject } }
  ? { query?: { [K in keyof z.input<Q>]?: string | undefined } }
  : unknown;
type BodyOf<E extends Endpoint> = E extends { json: infer J extends z.ZodType }
  ? { json: z.input<J> }
  : E extends { request: { body: { content: { "multipart/form-data": unknown } } } }
    ? { form: FormData }
    : E extends { request: { body: { content: { "application/json": { schema: infer J extends z.ZodType } } } } }
      ? { json?: z.input<J> }
      : unknown;

type AnyInput = {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  json?: unknown;
  form?: FormData;
  tokens?: SessionTokens;
};

/**
 * The one way loaders and actions talk to the /v1 API (spec §7): `endpoint`
 * is its declaration in contract/endpoints, so what is sent and the `data`
 * that comes back are typed from it. It adds the API key, the caller's IP and
 * origin, and for an endpoint called with a session the session's tokens,
 * gives up after 18 s, and turns every outcome into an `ApiResult` (never a
 * throw), so a route can show the message. Without `API_URL` the built-in API
 * runs in-process: no network hop.
 *
 * With a session it also keeps the session alive (spec §4): a token about to
 * expire is renewed first; `Access token expired` gets one renewal and one
 * retry; a failed renewal ends the session and goes Home; `Invalid access
 * token` ends it and goes to login. Those two cases throw redirects.
 */
export function api<const E extends Endpoint>(
  args: RouteArgs,
  endpoint: E,
  ...[input]: object extends ApiInput<E> ? [input?: ApiInput<E>] : [input: ApiInput<E>]
): Promise<ApiResult<DataOf<E>>> {
  const { params = {}, query, json, form, tokens } = (input ?? {}) as AnyInput;
  const path =
    `/v1${endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))}` as `/v1/${string}`;
  const request: ApiRequest = {
    method: endpoint.method.toUpperCase() as ApiRequest["method"],
    body: form ?? (json as ApiRequest["body"]),
    query,
  };
  if (tokens) return requestApi(transportFor(args), path, { ...request, tokens });
  if (endpoint.caller === "none") return requestApi(transportFor(args), path, request);
  return callWithSession(args, path, request);
}

async function callWithSession<T>(args: RouteArgs, path: `/v1/${string}`, request: ApiRequest): Promise<ApiResult<T>> {
  const transport = transportFor(args);
  let { tokens } = readSession(args.context);
  if (!tokens) throw redirect(loginPath(args.request));
  if (Date.parse(tokens.expireAt) - EXPIRY_MARGIN_MS <= Date.now()) tokens = await renewTokens(args, tokens);

  let result = await requestApi<T>(transport, path, { ...request, tokens });
  if (!result.ok && result.status === 401 && result.message === MESSAGES.accessTokenExpired) {
    tokens = await renewTokens(args, tokens);
    result = await requestApi<T>(transport, path, { ...request, tokens });
  }
  if (!result.ok && result.status === 401) {
    endSession(args.context);
    throw redirect(loginPath(args.request));
  }
  if (result.ok && result.tokens) updateSession(args.context, { tokens: result.tokens });
  return result;
}

async function renewTokens(args: RouteArgs, tokens: SessionTokens): Promise<SessionTokens> {
  const renewed = await requestApi(transportFor(args), `/v1${renewTokensEndpoint.path}`, { method: "POST", tokens });
  if (!renewed.ok || !renewed.tokens) {
    endSession(args.context);
    throw redirect("/");
  }
  updateSession(args.context, { tokens: renewed.tokens });
  return renewed.tokens;
}

/** `/login?redirect=<full path>` (spec §2 guards). */
export function loginPath(request: Request) {
  const url = new URL(request.url);
  return `/login?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` })}`;
}

function transportFor({ request, context }: RouteArgs): ApiTransport {
  return {
    config: appConfig(),
    ctx: context.get(executionContext),
    clientIp: request.headers.get("CF-Connecting-IP") ?? undefined,
    appOrigin: new URL(request.url).origin,
  };
}

export type ApiTransport = {
  config: AppConfig;
  ctx: ExecutionContext;
  timeoutMs?: number;
  /** Forwarded so the API's rate limits see the visitor, not the Worker. */
  clientIp?: string;
  /** Forwarded so links in e-mails point at the site the visitor used. */
  appOrigin?: string;
};

export async function requestApi<T>(
  { config, ctx, timeoutMs = API_TIMEOUT_MS, clientIp, appOrigin }: ApiTransport,
  path: `/v1/${string}`,
  { method = "GET", body, query, tokens }: ApiRequest = {},
): Promise<ApiResult<T>> {
  const url = new URL(path, config.API_URL ?? "http://api.internal");
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, value);

  const headers = new Headers({ [API_KEY_HEADER]: config.API_KEY, Accept: "application/json" });
  if (tokens) {
    headers.set("Authorization", `Bearer ${tokens.accessToken}`);
    headers.set("refresh-token", tokens.refreshToken);
  }
  if (clientIp) headers.set("CF-Connecting-IP", clientIp);
  if (appOrigin) headers.set(APP_ORIGIN_HEADER, appOrigin);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }
  const request = new Request(url, { method, headers, body: payload });

  let response: Response;
  try {
    response = await withTimeout(sendToApi(request, ctx, config.API_URL), timeoutMs);
  } catch (error) {
    console.warn("API unreachable", method, path, error);
    return { ok: false, status: 0, message: MESSAGES.networkError, toastType: "warning" };
  }
  return readResponse<T>(response);
}

async function readResponse<T>(response: Response): Promise<ApiResult<T>> {
  let body: { data?: T; message?: string; error?: string; input_name?: string };
  try {
    body = await response.json();
  } catch {
    return failure(response.status >= 400 ? response.status : 502, MESSAGES.serverError);
  }
  if (!response.ok) {
    const message =
      response.status >= 500 ? MESSAGES.serverError : (body.message ?? body.error ?? MESSAGES.serverError);
    return failure(response.status, message, body.input_name);
  }
  return {
    ok: true,
    status: response.status,
    message: body.message ?? "",
    data: body.data as T,
    tokens: readTokens(response.headers),
  };
}

function failure(status: number, message: string, inputName?: string): ApiFailure {
  return { ok: false, status, message, toastType: toastTypeForStatus(status), ...(inputName ? { inputName } : {}) };
}

/** Responses that carry new tokens update the session (spec §7). */
function readTokens(headers: Headers): SessionTokens | null {
  const accessToken = headers.get("access-token");
  const refreshToken = headers.get("refresh-token");
  const expireAt = headers.get("expire-at");
  return accessToken && refreshToken && expireAt ? { accessToken, refreshToken, expireAt } : null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
