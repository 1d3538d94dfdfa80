import type { z } from "zod";

/**
 * One /v1 endpoint, declared once (issue 22): what the Worker registers and
 * documents, and what the app's `api()` sends and gets back. The Worker adds
 * only its own parts (guards, rate limits) and the handler; the OpenAPI
 * document is generated from these same objects.
 */

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type SuccessStatus = 200 | 201;
export type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 415 | 422 | 429 | 500 | 503;

/** Who calls it: `none` without a session, `session` with the signed-in person's (or screen's) tokens. */
export type Caller = "none" | "session";

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

type Body = { required?: boolean; content: Record<string, { schema: unknown }> };
export type ResponseHeaders = Record<string, { description: string; schema: { type: "string" } }>;

/** What an endpoint takes besides a `json` body: path params that are not plain ids, query, headers, another body. */
export type EndpointRequest = {
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: Body;
};

export type Endpoint = {
  method: Method;
  /** The path under /v1, with `{name}` for each path parameter. */
  path: `/${string}`;
  summary: string;
  caller: Caller;
  /** A required JSON body: its Content-Type is checked (415), then its fields (422). */
  json?: z.ZodType;
  request?: EndpointRequest;
  /** What the success body carries in `data`. */
  data: z.ZodType;
  /** The error statuses it answers besides those its parts imply (the Worker adds those). */
  errors?: readonly ErrorStatus[];
  status?: SuccessStatus;
  description?: string;
  headers?: ResponseHeaders;
};

/** Declares an endpoint; `const` keeps its literal method and path for the types of the Worker and the client. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

/** What the success body's `data` holds, as the client reads it. */
export type DataOf<E extends Endpoint> = z.output<E["data"]>;

/** The names in a path's braces: `"/styles/{id}"` has `"id"`. */
export type PathNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathNames<Rest>
  : never;

/** The session tokens a sign-in answers with, in headers (spec §7): sign_in, tokens, tv_sign_in alike. */
export const TOKEN_HEADERS = {
  "access-token": { description: "A new access token", schema: { type: "string" as const } },
  "refresh-token": { description: "A new refresh token", schema: { type: "string" as const } },
  "expire-at": { description: "When the access token expires (ISO 8601)", schema: { type: "string" as const } },
};
