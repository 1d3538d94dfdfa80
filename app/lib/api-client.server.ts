import { env } from "cloudflare:workers";
import { api } from "@workers/api/app";
import { API_KEY_HEADER } from "@workers/api/require-api-key";
import type { AppConfig } from "@workers/config";
import type { RouterContextProvider } from "react-router";
import { appConfig } from "./config.server";
import { MESSAGES, type ToastType, toastTypeForStatus } from "./messages";
import type { SessionTokens } from "./session.server";
import { executionContext } from "./worker-context.server";

export const API_TIMEOUT_MS = 18_000;

export type ApiSuccess<T> = { ok: true; status: number; message: string; data: T; tokens: SessionTokens | null };
export type ApiFailure = { ok: false; status: number; message: string; inputName?: string; toastType: ToastType };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | undefined>;
  tokens?: SessionTokens | null;
};

/**
 * The one way loaders and actions talk to the /v1 API (spec §7). It adds the
 * API key and session tokens, gives up after 18 s, and turns every outcome
 * into an `ApiResult` (never a throw), so a route can show the message.
 * Without `API_URL` the built-in API runs in-process: no network hop.
 */
export function callApi<T = unknown>(
  context: Readonly<RouterContextProvider>,
  path: `/v1/${string}`,
  request: ApiRequest = {},
): Promise<ApiResult<T>> {
  return requestApi<T>({ config: appConfig(), ctx: context.get(executionContext) }, path, request);
}

export type ApiTransport = { config: AppConfig; ctx: ExecutionContext; timeoutMs?: number };

export async function requestApi<T>(
  { config, ctx, timeoutMs = API_TIMEOUT_MS }: ApiTransport,
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
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }
  const request = new Request(url, { method, headers, body: payload });

  let response: Response;
  try {
    const pending = config.API_URL ? fetch(request) : api.fetch(request, env, ctx);
    response = await withTimeout(Promise.resolve(pending), timeoutMs);
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
