import {
  type Endpoint,
  type ErrorStatus,
  type ResponseHeaders,
  SECURITY_SCHEMES,
  type Security,
  type SuccessStatus,
} from "@contract/endpoints/define";
import * as endpointModules from "@contract/endpoints/index";
import { ID_MAX, integer, text } from "@contract/schema-parts";
import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";

/**
 * What the OpenAPI document (`GET /v1/openapi.json`) says about the API as a whole and about each operation
 * `route()` registers: its name, its credentials and every answer it can give, from the same zod schemas that
 * validate.
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
      "The /v1 contract of spec §7. Every call but this document and /v1/health sends the X-API-Key header; signed-in calls send `Authorization: Bearer <access-token>` and `refresh-token`. Successes answer `{status, message, data}`, failures `{status, error, message, input_name?}`. A rate-limited call answers 429 with `Retry-After` (seconds) once its limit is used up. A path with a trailing slash is the same operation as without it.",
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
  403: "Not allowed for this session or account (a TV's screen session where a person's is needed, or the reverse)",
  404: "Not found, or not yours",
  410: "Gone for good: taken down (a client withdrew their consent)",
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

export const jsonContent = <S extends z.ZodType>(schema: S) => ({ "application/json": { schema } });

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
        content: jsonContent(errorSchema),
        ...(code === 429 ? { headers: withOrigin(RETRY_AFTER_HEADER) } : {}),
      },
    ]),
  );
  // Loosely typed on purpose: handlers answer through `ok()`, and the contract test checks every real answer.
  const success = {
    description,
    content: jsonContent(successSchema(data)),
    ...(headers ? { headers: withOrigin(headers) } : {}),
  };
  return { [status]: success, ...errorResponses } as RouteConfig["responses"];
}

/** Each declaration's export name in contract/endpoints (its module listed in the index): its operationId. */
const operationIds = new Map<unknown, string>(
  Object.values(endpointModules).flatMap((module) =>
    Object.entries(module).map(([name, value]) => [value, name] as const),
  ),
);

/** An operation's name: its declaration's. One not in the index has none, and the Worker does not start. */
export function operationIdOf(endpoint: Endpoint) {
  const name = operationIds.get(endpoint);
  if (!name) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: export it from a module listed in contract/endpoints/index.ts`,
    );
  }
  return name;
}

/** The access token's role for each caller with a session (the AccessToken scheme's description says what each is). */
const ROLES = { person: ["person"], screen: ["screen"], "person or screen": [] };

/**
 * The credentials an operation takes (spec §7): the API key always; a session's access token when its caller has
 * one, in the role its caller names (the admin role under /admin: a person with the admin ability). A declaration
 * that takes others says so (`security`).
 */
export const securityOf = ({ security, caller, path }: Endpoint): Security =>
  security ??
  (caller === "none"
    ? [{ ApiKey: [] }]
    : [{ ApiKey: [], AccessToken: path.startsWith("/admin/") ? ["admin"] : ROLES[caller] }]);
