import { MESSAGES } from "@contract/messages";
import { createRoute, type Hook, type RouteConfig } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { H } from "hono/types";
import { z } from "zod";
import type { ApiEnv } from "./app";
import { ApiError } from "./errors";

/**
 * The pieces every /v1 route declaration is made of, so each route states its
 * input and every answer it can give in a few lines, and the OpenAPI document
 * (`GET /v1/openapi.json`) is generated from the same zod schemas that validate.
 */

export const errorSchema = z
  .object({
    status: z.number().int(),
    error: z.string(),
    message: z.string(),
    input_name: z.string().optional().meta({ description: "The field at fault (spec §8): the form highlights it" }),
  })
  .meta({ id: "Error" });

/** The success shape of spec §7: clients read `data` (items and lists), `message` and `status`. */
export const successSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data });

export type SuccessStatus = 200 | 201;
export type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 415 | 422 | 429 | 500 | 503;

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

type ResponseHeaders = Record<string, { description: string; schema: { type: "string" } }>;
type AnswerOptions = {
  errors?: ErrorStatus[];
  status?: SuccessStatus;
  description?: string;
  headers?: ResponseHeaders;
};

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
      { description: ERROR_DESCRIPTIONS[code], content: json(errorSchema) },
    ]),
  );
  // Loosely typed on purpose: handlers answer through `ok()`, and the contract test checks every real answer.
  const success = { description, content: json(successSchema(data)), ...(headers ? { headers } : {}) };
  return { [status]: success, ...errorResponses } as RouteConfig["responses"];
}

/** The statuses every route with a body (JSON or multipart) can answer. */
const BODY_ERRORS: ErrorStatus[] = [400, 413, 415, 422];

/** A file field of a multipart body, and a text one, in the document's words. */
export const FILE = { type: "string" as const, format: "binary" };
export const FILES = { type: "array" as const, items: FILE };
export const TEXT = { type: "string" as const };

/**
 * A required multipart body, described by a plain JSON schema rather than zod:
 * the handler reads the files itself, to check their bytes, so no validator
 * may consume the body first.
 */
export const multipartBody = (properties: Record<string, object>, required: string[] = []) => ({
  required: true,
  content: { "multipart/form-data": { schema: { type: "object" as const, properties, required } } },
});

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

export type Method = "get" | "post" | "put" | "patch" | "delete";
type RouteRequest = NonNullable<RouteConfig["request"]>;
type NoRequest = Record<never, never>;

/** Everything a route declares besides its method and path; the checks run in this order. */
type RouteParts = {
  summary: string;
  /** A rate limit counted before anything else, so malformed attempts use it up too (429). */
  limit?: H;
  /** A required JSON body: its Content-Type is checked (415) before `middleware`, its fields after it (422). */
  json?: z.ZodType;
  /** Guards, in order; the variables they set type the handler's `c.var`. */
  middleware?: H[];
  /** Query and header schemas, a body that is not `json`, and path params that are not plain ids. */
  request?: RouteRequest;
  /** What the success body carries in `data`. */
  data: z.ZodType;
} & AnswerOptions;

/** The middleware `route()` chains for these parts, as a tuple: each one's variables type the handler. */
type Chain<Parts> = [
  ...(Parts extends { limit: infer L extends H } ? [L] : []),
  ...(Parts extends { json: z.ZodType } ? [typeof requireJson] : []),
  ...MiddlewareOf<Parts>,
];
type MiddlewareOf<Parts> = Parts extends { middleware: infer Mw extends H[] } ? Mw : [];

/** The names in a path's braces: `"/styles/{id}"` has `"id"`. */
type PathNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathNames<Rest> : never;

/** A path's ids: at most 64 characters, as every id the API makes (a route whose params differ declares them). */
const pathIds = (path: string) =>
  z.object(
    Object.fromEntries(
      [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, z.string().max(64, `${name} is too long`)]),
    ),
  );

type Ids<P extends string> = [PathNames<P>] extends [never]
  ? NoRequest
  : { params: z.ZodObject<Record<PathNames<P>, z.ZodString>> };

/** The request `route()` declares: the parts' own, with the path's ids and the JSON body added. */
type RequestOf<P extends string, Parts> = (Parts extends { request: infer Req extends RouteRequest }
  ? Req extends { params: z.ZodType }
    ? Req
    : Req & Ids<P>
  : Ids<P>) &
  (Parts extends { json: infer Body extends z.ZodType } ? { body: ReturnType<typeof jsonBody<Body>> } : NoRequest);

/**
 * One /v1 route in one call: what it is, where, what it takes and every answer
 * it can give. What the parts imply is added here, once: the path's ids as its
 * params, the middleware for a limit and a JSON body, and their statuses (422
 * for path params; 429; 400, 413, 415 and 422 for any body; 413 and 415 for
 * any method but GET, from the body guard). The handler's
 * `c.req.valid(…)` and `c.var` are typed from the path and the parts.
 */
export function route<M extends Method, P extends string, const Parts extends RouteParts>(
  method: M,
  path: P,
  parts: Parts,
) {
  const { summary, limit, json, middleware = [], request, data, errors = [], ...options } = parts;
  const chain = [...(limit ? [limit] : []), ...(json ? [requireJson] : []), ...middleware];
  const params = request?.params ?? (path.includes("{") ? pathIds(path) : undefined);
  const body = json ? jsonBody(json) : request?.body;
  const input = { ...request, ...(params ? { params } : {}), ...(body ? { body } : {}) };
  // Path params are validated too: an id longer than any the API makes is a 422 naming it. Any body
  // sent to a route that is not a GET meets guardBody first (middleware/guard-body.ts): 413 or 415.
  const implied: ErrorStatus[] = [
    ...(params ? [422 as const] : []),
    ...(method === "get" ? [] : [413 as const, 415 as const]),
    ...(limit ? [429 as const] : []),
    ...(body ? BODY_ERRORS : []),
  ];
  const config = {
    method,
    path,
    summary,
    // Absent rather than empty: OpenAPIHono registers the config as it is given.
    ...(chain.length > 0 ? { middleware: chain } : {}),
    ...(Object.keys(input).length > 0 ? { request: input } : {}),
    responses: answers(data, { errors: [...implied, ...errors], ...options }),
  };
  // Built at run time, so its type is stated: what a declaration written out in full would have.
  type Declared = {
    method: M;
    path: P;
    summary: string;
    middleware: Chain<Parts>;
    request: RequestOf<P, Parts>;
    responses: RouteConfig["responses"];
  };
  return createRoute(config as unknown as Declared);
}

/**
 * A `route()` for the routes of a module that all pass the same guard (after a
 * JSON body's Content-Type, before their own middleware), and so can all
 * answer what the guard answers.
 */
export const guardedRoute =
  <G extends H>(guard: G, guardErrors: ErrorStatus[] = []) =>
  <M extends Method, P extends string, const Parts extends RouteParts>(method: M, path: P, parts: Parts) => {
    const middleware = [guard, ...(parts.middleware ?? [])] as [G, ...MiddlewareOf<Parts>];
    const errors = [...guardErrors, ...(parts.errors ?? [])];
    return route(method, path, { ...(parts as Omit<Parts, "middleware">), middleware, errors });
  };
