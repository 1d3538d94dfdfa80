import { ConfigError, isDevelopment, readConfig } from "@contract/config";
import { cspNonce, edgeCountry, executionContext } from "@contract/request-context";
import { SCAN_PATH_PREFIX } from "@contract/scans";
import { TAP_PATH_PREFIX } from "@contract/visits";
import { instrumentDurableObjectWithSentry, withSentry } from "@sentry/cloudflare";
import { createRequestHandler, type RequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api/app";
import { CableServer as CableServerBase } from "./cable/cable-server";
import { routeCable } from "./cable/route-cable";
import { devTools } from "./dev/tools";
import { withEdgeCache } from "./edge-cache";
import { runHousekeeping } from "./jobs/housekeeping";
import { catchUpPictureSets } from "./jobs/picture-catch-up";
import { serveFfmpegCore } from "./media/serve-ffmpeg-core";
import { serveMedia } from "./media/serve-media";
import { sentryOptions } from "./observability/sentry";
import { routeScan } from "./scans/route-scan";
import { createNonce, withSecurityHeaders } from "./security-headers";
import { withVisitCount } from "./visits/count-visit";
import { routeTap } from "./visits/route-tap";

const loadBuild = () => import("virtual:react-router/server-build");
const devHandler = createRequestHandler(loadBuild, import.meta.env.MODE);
let productionHandler: Promise<RequestHandler> | undefined;
/**
 * Handed a function, React Router derives its routes and static handler anew on every request, so that dev
 * picks up edits; a production build never changes, so it gets the module once (a sixth of a page's CPU).
 */
function documentHandler(): Promise<RequestHandler> | RequestHandler {
  if (!import.meta.env.PROD) return devHandler;
  productionHandler ??= loadBuild().then((build) => createRequestHandler(build, import.meta.env.MODE));
  return productionHandler;
}

/**
 * Only dispatches: /v1 → API, /cable → Durable Object, /media → R2, /q → a scan's redirect, /t → a tap's, the rest
 * → React Router.
 */
const handler = {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    // Spec §7 names PUT /store_images/disk/{id} without the /v1 prefix every other call has.
    if (pathname.startsWith("/store_images/")) {
      const url = new URL(request.url);
      url.pathname = `/v1${pathname}`;
      return withSecurityHeaders(await api.fetch(new Request(url, request), env, ctx));
    }
    if (pathname.startsWith("/ffmpeg_core/")) return withSecurityHeaders(await serveFfmpegCore(request, env));
    if (
      pathname === "/v1" ||
      pathname.startsWith("/v1/") ||
      pathname === "/cable" ||
      pathname.startsWith("/media/") ||
      pathname.startsWith(SCAN_PATH_PREFIX) ||
      pathname.startsWith(TAP_PATH_PREFIX)
    ) {
      return withSecurityHeaders(await dispatch(request, env, ctx));
    }
    // Pages and resource routes: a CSP nonce for this response only (vite dev injects scripts of its own).
    // Anonymous visitor pages may come from the edge cache, CSP and nonce together (workers/edge-cache.ts); a
    // view of a shop's page counts as a visit either way (issue 36).
    return withVisitCount(request, env, ctx, () =>
      withEdgeCache(request, ctx, async () => {
        const nonce = import.meta.env.PROD ? createNonce() : null;
        return withSecurityHeaders(await dispatch(request, env, ctx, nonce ?? ""), { request, nonce });
      }),
    );
  },

  /** The Cron Trigger (wrangler.jsonc): mail retries and housekeeping, and the picture-set catch-up. */
  async scheduled(_controller, env, ctx) {
    // Two jobs, each on its own: one that fails (a missing secret, an R2 outage) leaves the other to run.
    ctx.waitUntil(Promise.resolve().then(() => runHousekeeping(env, readConfig(env))));
    ctx.waitUntil(catchUpPictureSets(env));
  },
} satisfies ExportedHandler<Env>;

async function dispatch(
  request: Request<unknown, IncomingRequestCfProperties>,
  env: Env,
  ctx: ExecutionContext,
  nonce = "",
) {
  const { pathname, hostname } = new URL(request.url);
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return new Response("Server misconfigured: see the Worker logs.", { status: 500 });
  }

  if (pathname === "/v1" || pathname.startsWith("/v1/")) return api.fetch(request, env, ctx);
  if (pathname === "/cable") return routeCable(request, env);
  if (pathname.startsWith("/media/")) return serveMedia(request, env, config.SESSION_SECRET);
  if (pathname.startsWith(SCAN_PATH_PREFIX)) return routeScan(request, env, ctx, config.SESSION_SECRET);
  if (pathname.startsWith(TAP_PATH_PREFIX)) return routeTap(request, env, ctx, config.SESSION_SECRET);
  if (devTools && pathname === "/__dev/seed") {
    // Local only: never in production, never from a real hostname.
    if (request.method !== "POST" || !isDevelopment(config) || !isLoopback(hostname)) {
      return new Response("Not found", { status: 404 });
    }
    return Response.json({ created: await devTools.seedDemoData(env, config.PASSWORD_PEPPER) });
  }

  const context = new RouterContextProvider();
  context.set(executionContext, ctx);
  context.set(edgeCountry, () => {
    const country = request.cf?.country;
    return typeof country === "string" && /^[A-Z]{2}$/.test(country) ? country : null;
  });
  context.set(cspNonce, nonce);
  const handleDocument = await documentHandler();
  return handleDocument(await withFormRead(request), context);
}

/** Form posts are small; uploads are read by their actions anyway. */
const MAX_BUFFERED_FORM_BYTES = 1024 * 1024;

/**
 * A form post, read whole before React Router sees it. An action may answer
 * before it reads the form (a guard redirects first), and local workerd's
 * proxy then loses the next request on that connection; a body read here
 * cannot be left unread.
 */
async function withFormRead(request: Request): Promise<Request> {
  const length = Number(request.headers.get("content-length") ?? Number.NaN);
  if (!request.body || !(length <= MAX_BUFFERED_FORM_BYTES)) return request;
  return new Request(request, { body: await request.arrayBuffer() });
}

/**
 * Error reporting wraps both entry points when SENTRY_DSN is set. Off, its wrapper would still cost every request
 * a scope, a span, a proxied env (so the config cache misses) and instrumented D1 queries: only a DSN pays for it.
 */
const reported = withSentry(sentryOptions, { ...handler });
const reporting = (env: Env) => sentryOptions(env).enabled !== false;
export default {
  fetch: (request, env, ctx) => (reporting(env) ? reported : handler).fetch(request, env, ctx),
  scheduled: (controller, env, ctx) => (reporting(env) ? reported : handler).scheduled(controller, env, ctx),
} satisfies ExportedHandler<Env>;
export const CableServer = instrumentDurableObjectWithSentry(sentryOptions, CableServerBase);

function isLoopback(hostname: string) {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}
