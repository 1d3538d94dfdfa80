import type { Endpoint, ErrorStatus, PathNames } from "@contract/endpoints/define";
import { MESSAGES } from "@contract/messages";
import { ID_MAX } from "@contract/schema-parts";
import { createRoute, type Hook, type RouteConfig } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { H } from "hono/types";
import { z } from "zod";
import type { ApiEnv } from "./api-env";
import { answers, jsonContent, operationIdOf, securityOf } from "./document";
import { ApiError } from "./errors";
import { requireCaller } from "./middleware/require-auth";

/**
 * How an endpoint declared in contract/endpoints becomes a /v1 route: its validators, its guards (the session its
 * `caller` takes first, so no route can forget it) and every answer it can give, documented by ./document.ts.
 */

/** The statuses every route with a body (JSON or multipart) can answer. */
const BODY_ERRORS: ErrorStatus[] = [400, 413, 415, 422];

/** A required JSON body, refused with 415 when sent as anything else. */
const jsonBody = <S extends z.ZodType>(schema: S) => ({ required: true, content: jsonContent(schema) });

const requireJson = createMiddleware<ApiEnv>(async (c, next) => {
  if (!/^application\/json(;|$)/i.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(415, "Content-Type must be application/json");
  }
  await next();
});

/** Failed validation of params, query or body: 422 with the first problem and the field it names (spec §8). */
// biome-ignore lint/suspicious/noExplicitAny: the hook serves every route, whatever its input types.
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (result.success) return;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  if (typeof field !== "string") throw new ApiError(422, MESSAGES.bodyNotObject);
  throw new ApiError(422, issue?.message ?? `${field} is invalid`, field);
};

type RouteRequest = NonNullable<RouteConfig["request"]>;
type NoRequest = Record<never, never>;

/** What the Worker adds to an endpoint's declaration; the checks run in this order. */
type WorkerParts = {
  /** A rate limit counted before anything else, so malformed attempts use it up too (429, which the endpoint declares). */
  limit?: H;
  /** Guards after the caller's session check, in order; the variables they set type the handler's `c.var`. */
  middleware?: H[];
};

/**
 * The session check `route()` adds for a declaration: none for a caller without a session, nor for one that names
 * other credentials (`security`), which its handler checks itself.
 */
type SessionCheck<E extends Endpoint> = E extends { caller: "none" } | { security: object }
  ? []
  : [(typeof requireCaller)[Exclude<E["caller"], "none">]];

/** The middleware `route()` chains for these parts, as a tuple: each one's variables type the handler. */
type Chain<E extends Endpoint, W> = [
  ...(W extends { limit: infer L extends H } ? [L] : []),
  ...(E extends { json: z.ZodType } ? [typeof requireJson] : []),
  ...SessionCheck<E>,
  ...MiddlewareOf<W>,
];
type MiddlewareOf<W> = W extends { middleware: infer Mw extends H[] } ? Mw : [];

/** A path's ids: at most 64 characters, as every id the API makes (a route whose params differ declares them). */
const pathIds = (path: string) =>
  z.object(
    Object.fromEntries(
      [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, z.string().max(ID_MAX, `${name} is too long`)]),
    ),
  );

/** The middleware a declaration's `SessionCheck` names: its caller's, or none. */
function sessionCheckOf({ method, path, caller, security }: Endpoint): H[] {
  if (caller === "none") return [];
  if (!security) return [requireCaller[caller]];
  // Its handler checks the credentials it names, and knows nothing of session kinds.
  if (caller !== "person or screen")
    throw new Error(`${method} ${path} names its own credentials: its caller is "person or screen"`);
  return [];
}

type Ids<P extends string> = [PathNames<P>] extends [never]
  ? NoRequest
  : { params: z.ZodObject<Record<PathNames<P>, z.ZodString>> };

/** The request `route()` registers: the endpoint's own, with the path's ids and the JSON body added. */
type RequestOf<E extends Endpoint> = (E extends { request: infer Req extends RouteRequest }
  ? Req extends { params: z.ZodType }
    ? Req
    : Req & Ids<E["path"]>
  : Ids<E["path"]>) &
  (E extends { json: infer Body extends z.ZodType } ? { body: ReturnType<typeof jsonBody<Body>> } : NoRequest);

/**
 * One /v1 route: the endpoint as contract/endpoints declares it, with the
 * Worker's guards and rate limit. What the parts imply is added here, once:
 * the path's ids as its params, the middleware for a JSON body, the session
 * check of its caller, and their statuses (422 for path params; 400, 413,
 * 415 and 422 for any body; 413 and 415 for any method but GET, from the
 * body guard; 403 for a session of the wrong kind). The handler's
 * `c.req.valid(…)` and `c.var` are typed from the declaration and the parts.
 */
export function route<const E extends Endpoint, const W extends WorkerParts = NoRequest>(
  endpoint: E,
  worker: W = {} as W,
) {
  const { method, path, summary, json, request, data, errors = [], caller, security: _security, ...options } = endpoint;
  const { limit, middleware = [] } = worker as WorkerParts;
  if (limit && !errors.includes(429)) throw new Error(`${method} ${path} is rate-limited but does not declare 429`);
  const sessionCheck = sessionCheckOf(endpoint);
  const chain = [...(limit ? [limit] : []), ...(json ? [requireJson] : []), ...sessionCheck, ...middleware];
  const params = request?.params ?? (path.includes("{") ? pathIds(path) : undefined);
  const body = json ? jsonBody(json) : request?.body;
  const input = { ...request, ...(params ? { params } : {}), ...(body ? { body } : {}) };
  // Path params are validated too: an id longer than any the API makes is a 422 naming it. Any body
  // sent to a route that is not a GET meets guardBody first (middleware/guard-body.ts): 413 or 415.
  const implied: ErrorStatus[] = [
    ...(params ? [422 as const] : []),
    ...(method === "get" ? [] : [413 as const, 415 as const]),
    ...(body ? BODY_ERRORS : []),
    ...(sessionCheck.length > 0 && caller !== "person or screen" ? [403 as const] : []),
  ];
  const config = {
    method,
    path,
    summary,
    operationId: operationIdOf(endpoint),
    security: securityOf(endpoint),
    // Absent rather than empty: OpenAPIHono registers the config as it is given.
    ...(chain.length > 0 ? { middleware: chain } : {}),
    ...(Object.keys(input).length > 0 ? { request: input } : {}),
    responses: answers(data, { errors: [...implied, ...errors], ...options }),
  };
  // Built at run time, so its type is stated: what a declaration written out in full would have.
  type Declared = {
    method: E["method"];
    path: E["path"];
    summary: string;
    middleware: Chain<E, W>;
    request: RequestOf<E>;
    responses: RouteConfig["responses"];
  };
  return createRoute(config as unknown as Declared);
}

/**
 * A `route()` for the routes of a module that all pass the same guard (after
 * their caller's session check, before their own middleware); their
 * declarations list what the guard answers (`guardErrors`).
 */
export const guardedRoute =
  <G extends H>(guard: G, guardErrors: ErrorStatus[] = []) =>
  <const E extends Endpoint, const W extends WorkerParts = NoRequest>(endpoint: E, worker: W = {} as W) => {
    const missing = guardErrors.filter((status) => !endpoint.errors?.includes(status));
    if (missing.length > 0)
      throw new Error(`${endpoint.method} ${endpoint.path} does not declare ${missing.join(", ")}`);
    const middleware = [guard, ...((worker as WorkerParts).middleware ?? [])] as [G, ...MiddlewareOf<W>];
    return route(endpoint, { ...(worker as Omit<W, "middleware">), middleware });
  };
