import { MESSAGES } from "@contract/messages";
import type { Hook, RouteConfig } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
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

/** Every route behind the API key can answer these. */
const ALWAYS: ErrorStatus[] = [401, 500];

const json = <S extends z.ZodType>(schema: S) => ({ "application/json": { schema } });

/**
 * The responses of a route: the success body wrapping `data`, and the error
 * body for each listed status (plus 401 and 500, which every keyed route has).
 */
export function answers<T extends z.ZodType>(
  data: T,
  {
    errors = [],
    status = 200,
    description = "Success",
    headers,
  }: { errors?: ErrorStatus[]; status?: SuccessStatus; description?: string; headers?: ResponseHeaders } = {},
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

/** The statuses a route with a JSON body adds to its own. */
export const BODY_ERRORS: ErrorStatus[] = [400, 413, 415, 422];

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
export const jsonBody = <S extends z.ZodType>(schema: S) => ({ required: true, content: json(schema) });

export const requireJson = createMiddleware<ApiEnv>(async (c, next) => {
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

/** The first three lines of every route declaration in one: what it is, where, and what it does. */
export const operation = <M extends "get" | "post" | "put" | "patch" | "delete", P extends string>(
  method: M,
  path: P,
  summary: string,
) => ({ method, path, summary });
