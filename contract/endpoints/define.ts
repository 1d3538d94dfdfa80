import type { z } from "zod";
import { API_KEY_HEADER } from "../api-headers";
import { MAX_UPLOAD_BYTES } from "../uploads";

/**
 * One /v1 endpoint, declared once (issue 22): what the Worker registers and
 * documents, and what the app's `api()` sends and gets back. The Worker adds
 * only its own parts (guards, rate limits) and the handler; the OpenAPI
 * document is generated from these same objects.
 */

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type SuccessStatus = 200 | 201;
export type ErrorStatus = 400 | 401 | 403 | 404 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * Who may call it, which the Worker enforces (ADR 31): `none` without a session; `person` with a person's session;
 * `screen` with a TV's screen session (`sessions.kind = 'screen'`); `person or screen` with either. A session of
 * the other kind is refused with 403. A TV hangs where anyone can reach it, so its session reaches only what a
 * screen needs.
 */
export type Caller = "none" | "person" | "screen" | "person or screen";

/** A file field of a multipart body, and a text one, in the document's words. A file's bytes: 20 MB at most (spec §5). */
export const FILE = { type: "string" as const, format: "binary", maxLength: MAX_UPLOAD_BYTES };
/** Files of one field, `max` of them at most (the handler counts them too). */
export const FILES = (max: number) => ({ type: "array" as const, items: FILE, maxItems: max });
/** A text field of a multipart body, at most `maxLength` characters (the handler's zod schema says so too). */
export const TEXT = (maxLength: number) => ({ type: "string" as const, maxLength });

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
export type ResponseHeaders = Record<
  string,
  { description: string; schema: { type: "string"; maxLength: number; format?: string } }
>;

/**
 * How a caller proves who it is (spec §7), as the document's security schemes: the API key of every call, the
 * access token of a session (`Authorization: Bearer`, workers/api/middleware/require-auth.ts) and its refresh
 * token (the `refresh-token` header), which renews it. The tokens are opaque random strings, not JWTs.
 */
export const SECURITY_SCHEMES = {
  ApiKey: {
    type: "apiKey" as const,
    in: "header" as const,
    name: API_KEY_HEADER,
    description: "The app's API key: every call but GET /v1/openapi.json and GET /v1/health sends it",
  },
  AccessToken: {
    type: "http" as const,
    scheme: "bearer",
    description:
      "A session's access token (from sign_in, tv_sign_in, screen_session or tokens). An operation's roles say which session it takes: `person` a person's, `screen` a TV's screen session, none either; `admin` a person whose account has the admin ability. Any other session: 403",
  },
  RefreshToken: {
    type: "apiKey" as const,
    in: "header" as const,
    name: "refresh-token",
    description: "A session's refresh token: renews the tokens (POST /v1/users/tokens) or ends the session",
  },
};
type SchemeName = keyof typeof SECURITY_SCHEMES;

/** Which credentials an operation takes: any one of the listed sets, each set all together (OpenAPI `security`). */
export type Security = Partial<Record<SchemeName, string[]>>[];

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
  /**
   * Credentials other than its caller's usual ones (the Worker derives those from `caller` and the path), which the
   * handler then checks itself: the Worker adds no access-token check.
   */
  security?: Security;
};

/** Declares an endpoint; `const` keeps its literal method and path for the types of the Worker and the client. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

/** What the success body's `data` holds, as the client reads it. */
export type DataOf<E extends Endpoint> = z.output<E["data"]>;

/** The names in a path's braces: `"/styles/{id}"` has `"id"`. */
export type PathNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathNames<Rest>
  : never;

/** The longest session token the API takes (require-auth.ts `bearerToken`); those it makes are shorter. */
export const TOKEN_MAX = 128;

/** The session tokens a sign-in answers with, in headers (spec §7): sign_in, tokens, tv_sign_in alike. */
export const TOKEN_HEADERS = {
  "access-token": { description: "A new access token", schema: { type: "string" as const, maxLength: TOKEN_MAX } },
  "refresh-token": { description: "A new refresh token", schema: { type: "string" as const, maxLength: TOKEN_MAX } },
  "expire-at": {
    description: "When the access token expires (ISO 8601)",
    schema: { type: "string" as const, format: "date-time", maxLength: 32 },
  },
} satisfies ResponseHeaders;
