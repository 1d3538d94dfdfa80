import { type AppConfig, readConfig } from "@contract/config";
import { Hono } from "hono";
import { ApiError, errorBody, errorResponse } from "./errors";
import { requireApiKey } from "./require-api-key";
import { health } from "./routes/health";
import { users } from "./routes/users";

export type ApiEnv = { Bindings: Env; Variables: { config: AppConfig } };

const BODY_TYPES = ["application/json", "multipart/form-data"];

/** The /v1 API of spec §7. Called in-process by the app's API client, or over HTTP. */
export const api = new Hono<ApiEnv>().basePath("/v1");

api.use(async (c, next) => {
  c.set("config", readConfig(c.env));
  await next();
});

// Public on purpose: uptime monitors have no API key.
api.route("/health", health);

api.use(requireApiKey);

// Reject bodies we never parse before any handler runs.
api.use(async (c, next) => {
  const hasBody = c.req.raw.body !== null && c.req.method !== "GET" && c.req.method !== "HEAD";
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (hasBody && type && !BODY_TYPES.some((allowed) => type.startsWith(allowed))) {
    throw new ApiError(
      415,
      `Unsupported Content-Type "${type.split(";")[0]}": send application/json or multipart/form-data`,
    );
  }
  await next();
});

api.route("/users", users);

api.notFound((c) => c.json(errorBody(404, `No such endpoint: ${c.req.method} ${c.req.path}`), 404));
api.onError((error, c) => errorResponse(c, error));
