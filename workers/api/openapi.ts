import * as accountEndpoints from "@contract/endpoints/account";
import * as adminEndpoints from "@contract/endpoints/admin";
import {
  type Endpoint,
  type ErrorStatus,
  type PathNames,
  type ResponseHeaders,
  SECURITY_SCHEMES,
  type Security,
  type SuccessStatus,
} from "@contract/endpoints/define";
import * as devEndpoints from "@contract/endpoints/dev";
import * as healthEndpoints from "@contract/endpoints/health";
import * as screenEndpoints from "@contract/endpoints/screens";
import * as sessionEndpoints from "@contract/endpoints/session";
import * as slideshowEndpoints from "@contract/endpoints/slideshow";
import * as styleEndpoints from "@contract/endpoints/styles";
import * as supportEndpoints from "@contract/endpoints/support";
import * as tvEndpoints from "@contract/endpoints/tv";
import * as visitorEndpoints from "@contract/endpoints/visitor";
import { MESSAGES } from "@contract/messages";
import { ID_MAX, integer, text } from "@contract/schema-parts";
import { createRoute, type Hook, type OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { H } from "hono/types";
import { z } from "zod";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./errors";

/**
 * How an endpoint declared in contract/endpoints becomes a /v1 route: its
 * validators, its middleware and every answer it can give, so the OpenAPI
 * document (`GET /v1/openapi.json`) is generated from the same zod schemas
 * that validate.
 */

/** A message of an answer: ours, from contract/messages or a validation rule, never the size of the input. */
const message = text(1000);

export const errorSchema = z
  .object({
    status: integer(400, 599),
    error: message,
    message,
    input_name: text(ID_MAX).optional().meta({ description: "The field at fault (spec §8): the form highlights it" }),
  })
  .meta({ id: "Error" });

/** The success shape of spec §7: clients read `data` (items and lists), `message` and `status`. */
export const successSchema = <T extends z.ZodType>(data: T) => z.object({ status: integer(200, 201), message, data });

/**
 * What the document says about the API as a whole (`GET /v1/openapi.json`): its
 * server and its credentials. Each operation names the credentials it takes (`security`).
 */
const DOCUMENT = {
  openapi: "3.1.0",
  info: {
    title: "Stylecast API",
    version: "1",
    description:
      "The /v1 contract of spec §7. Every call but this document and /v1/health sends the X-API-Key header; signed-in calls send `Authorization: Bearer <access-token>` and `refresh-token`. Successes answer `{status, message, data}`, failures `{status, error, message, input_name?}`. A rate-limited call answers 429 with `Retry-After` (seconds) once its limit is used up.",
  },
  servers: [
    // Pages call the API in-process; this host is where it answers over HTTP (and where `x-internal` says who may).
    { url: "https://stylecast.app", description: "production", "x-internal": false },
  ],
};

/** Publishes the document at `/openapi.json` of the app, with the security schemes its operations name. */
// biome-ignore lint/suspicious/noExplicitAny: any app's registry will do.
export function serveDocument(app: OpenAPIHono<any, any, any>) {
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    app.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
  }
  app.doc31("/openapi.json", DOCUMENT);
}

/**
 * Every /v1 answer carries it (app.ts): the site's own origin, so no other site's page may read an answer.
 * Declared wherever an answer lists its headers.
 */
const ALLOW_ORIGIN_HEADER = {
  "Access-Control-Allow-Origin": {
    description: "The site's own origin: no other site's page may read the answer",
    schema: { type: "string" as const, format: "uri", maxLength: 2048 },
  },
};

/** A 429's wait: the seconds until the exceeded limit's window ends (workers/api/rate-limits.ts). */
const RETRY_AFTER_HEADER = {
  "Retry-After": {
    description: "Seconds to wait before the limit allows another attempt",
    schema: { type: "integer" as const, format: "int32", minimum: 1, maximum: 86_400 },
  },
};

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: "Malformed body (JSON or multipart)",
  401: "Missing or invalid API key, access token or refresh token",
  403: "Not allowed for this account",
  404: "Not found, or not yours",
  413: "Body or file too large",
  415: "Unsupported Content-Type",
  422: "Invalid input; `input_name` names the field",
  429: "Too many attempts",
  500: "Unexpected error",
  503: "A dependency is unavailable",
};

type AnswerOptions = {
  errors?: readonly ErrorStatus[];
  status?: SuccessStatus;
  description?: string;
  headers?: ResponseHeaders;
};

const withOrigin = (headers: object) => ({ ...headers, ...ALLOW_ORIGIN_HEADER });

/** Every route behind the API key can answer these. */
const ALWAYS: ErrorStatus[] = [401, 500];

const json = <S extends z.ZodType>(schema: S) => ({ "application/json": { schema } });

/**
 * The responses of a route: the success body wrapping `data`, and the error
 * body for each listed status (plus 401 and 500, which every keyed route has).
 */
export function answers<T extends z.ZodType>(
  data: T,
  { errors = [], status = 200, description = "Success", headers }: AnswerOptions = {},
) {
  const errorResponses = Object.fromEntries(
    [...new Set([...ALWAYS, ...errors])].map((code) => [
      code,
      {
        description: ERROR_DESCRIPTIONS[code],
        content: json(errorSchema),
        ...(code === 429 ? { headers: withOrigin(RETRY_AFTER_HEADER) } : {}),
      },
    ]),
  );
  // Loosely typed on purpose: handlers answer through `ok()`, and the contract test checks every real answer.
  const success = {
    description,
    content: json(successSchema(data)),
    ...(headers ? { headers: withOrigin(headers) } : {}),
  };
  return { [status]: success, ...errorResponses } as RouteConfig["responses"];
}

/** The statuses every route with a body (JSON or multipart) can answer. */
const BODY_ERRORS: ErrorStatus[] = [400, 413, 415, 422];

/** A required JSON body, refused with 415 when sent as anything else. */
const jsonBody = <S extends z.ZodType>(schema: S) => ({ required: true, content: json(schema) });

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
  /** Guards, in order; the variables they set type the handler's `c.var`. */
  middleware?: H[];
};

/** The middleware `route()` chains for these parts, as a tuple: each one's variables type the handler. */
type Chain<E extends Endpoint, W> = [
  ...(W extends { limit: infer L extends H } ? [L] : []),
  ...(E extends { json: z.ZodType } ? [typeof requireJson] : []),
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

/** Each declared endpoint's name in contract/endpoints: its operationId in the document. */
const operationIds = new Map<unknown, string>(
  Object.entries({
    ...accountEndpoints,
    ...adminEndpoints,
    ...devEndpoints,
    ...healthEndpoints,
    ...screenEndpoints,
    ...sessionEndpoints,
    ...slideshowEndpoints,
    ...styleEndpoints,
    ...supportEndpoints,
    ...tvEndpoints,
    ...visitorEndpoints,
  }).map(([name, value]) => [value, name]),
);

/** `post /users/portfolios/{id}/promotion` → `postUsersPortfoliosIdPromotion`, for a declaration without a name. */
const operationIdOf = (endpoint: Endpoint) =>
  operationIds.get(endpoint) ??
  endpoint.method +
    endpoint.path
      .split(/[^A-Za-z0-9]+/)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join("");

/**
 * The credentials an operation takes (spec §7): the API key always; a session's access token when its caller
 * has one, with the admin role under /admin. A declaration that takes others says so (`security`).
 */
const securityOf = ({ security, caller, path }: Endpoint): Security =>
  security ??
  (caller === "none" ? [{ ApiKey: [] }] : [{ ApiKey: [], AccessToken: path.startsWith("/admin/") ? ["admin"] : [] }]);

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
 * the path's ids as its params, the middleware for a JSON body, and their
 * statuses (422 for path params; 400, 413, 415 and 422 for any body; 413 and
 * 415 for any method but GET, from the body guard). The handler's
 * `c.req.valid(…)` and `c.var` are typed from the declaration and the parts.
 */
export function route<const E extends Endpoint, const W extends WorkerParts = NoRequest>(
  endpoint: E,
  worker: W = {} as W,
) {
  const {
    method,
    path,
    summary,
    json,
    request,
    data,
    errors = [],
    caller: _caller,
    security: _security,
    ...options
  } = endpoint;
  const { limit, middleware = [] } = worker as WorkerParts;
  if (limit && !errors.includes(429)) throw new Error(`${method} ${path} is rate-limited but does not declare 429`);
  const chain = [...(limit ? [limit] : []), ...(json ? [requireJson] : []), ...middleware];
  const params = request?.params ?? (path.includes("{") ? pathIds(path) : undefined);
  const body = json ? jsonBody(json) : request?.body;
  const input = { ...request, ...(params ? { params } : {}), ...(body ? { body } : {}) };
  // Path params are validated too: an id longer than any the API makes is a 422 naming it. Any body
  // sent to a route that is not a GET meets guardBody first (middleware/guard-body.ts): 413 or 415.
  const implied: ErrorStatus[] = [
    ...(params ? [422 as const] : []),
    ...(method === "get" ? [] : [413 as const, 415 as const]),
    ...(body ? BODY_ERRORS : []),
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
 * A `route()` for the routes of a module that all pass the same guard (after a
 * JSON body's Content-Type, before their own middleware); their declarations
 * list what the guard answers (`guardErrors`).
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
