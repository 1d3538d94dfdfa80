import { isDevelopment, readConfig } from "@contract/config";
import { OpenAPIHono } from "@hono/zod-openapi";
import { devTools } from "../dev/tools";
import type { ApiEnv } from "./api-env";
import { serveDocument } from "./document";
import { errorBody, errorResponse } from "./errors";
import { drainBody, guardBody } from "./middleware/guard-body";
import { requireApiKey } from "./middleware/require-api-key";
import { validationHook } from "./route";
import { account } from "./routes/account";
import { admin } from "./routes/admin";
import { consent } from "./routes/consent";
import { healthRoutes } from "./routes/health";
import { removal } from "./routes/removal";
import { screens } from "./routes/screens";
import { services } from "./routes/services";
import { session } from "./routes/session";
import { slideshow } from "./routes/slideshow";
import { styleImages, styles } from "./routes/styles";
import { subscriptions } from "./routes/subscriptions";
import { support } from "./routes/support";
import { tv } from "./routes/tv";
import { visitor } from "./routes/visitor";

const BASE_PATH = "/v1";

/**
 * A request's path as the route registry (and so the contract check) knows it:
 * the registry keeps paths without the base path, which only the document adds.
 */
export const registryPath = (path: string) => (path.startsWith(BASE_PATH) ? path.slice(BASE_PATH.length) : path);

/**
 * The /v1 API of spec §7. Called in-process by the app's API client, or over HTTP. Not strict: a path with a
 * trailing slash is the same operation as without it, so it gets a declared answer, never a stray 404 (ADR 31).
 */
export const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook, strict: false }).basePath(BASE_PATH);

// First, so it wraps every answer, refusals included: the request's body is read before any answer goes.
api.use(drainBody);

api.use(async (c, next) => {
  c.set("config", readConfig(c.env));
  await next();
});

// API answers are per caller: no shared cache may keep them, and JSON is never sniffed as anything else.
// Only the site's own pages may read them (CORS: the document declares the origin on every answer it lists headers of).
api.use(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
  c.res.headers.set("X-Content-Type-Options", "nosniff");
  c.res.headers.set("Access-Control-Allow-Origin", c.var.config?.APP_ORIGIN ?? new URL(c.req.url).origin);
});

// Outside production every answer is held to the document, so any test or local run that strays fails loudly.
if (devTools) {
  const { checkContract } = devTools;
  api.use(async (c, next) => {
    await next();
    if (isDevelopment(c.var.config)) c.res = await checkContract(api, c.req.method, registryPath(c.req.path), c.res);
  });
}

// Public on purpose: uptime monitors have no API key, and the document describes the contract to anyone.
api.route("/", healthRoutes);
serveDocument(api);

api.use(requireApiKey);
api.use(guardBody);

// `/v1/users/…` (spec §7), in the order their paths must be tried.
api.route("/", session);
api.route("/", account);
api.route("/", styles);
api.route("/", services);
api.route("/", consent);
api.route("/", removal);
api.route("/", tv);
api.route("/", screens);
api.route("/", styleImages);
api.route("/", support);
api.route("/", subscriptions);
api.route("/", slideshow);
// Declarations carry their full paths (contract/endpoints), so every module mounts at the root.
if (devTools) api.route("/", devTools.routes);
api.route("/", visitor);
api.route("/", admin);

api.notFound((c) => c.json(errorBody(404, `No such endpoint: ${c.req.method} ${c.req.path}`), 404));
api.onError((error, c) => errorResponse(c, error));
