import { cspNonce } from "@contract/request-context";
import { captureException } from "@sentry/cloudflare";
import { isbot } from "isbot";
import { renderToReadableStream, renderToString } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce";
import { InlineSheet, wantsVisitorSheet } from "./lib/page-styles";
import { shipsScripts } from "./lib/route-handle";
import { fillSheetSlot, SHEET_SLOT, visitorSheet } from "./lib/visitor-sheet.server";

export const streamTimeout = 5_000;

/** Errors of loaders, actions and rendering: logged, and reported when SENTRY_DSN is set (workers/observability). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
  captureException(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let status = responseStatusCode;
  const nonce = loadContext.get(cspNonce) || undefined;
  const handles = routeHandles(routerContext);
  const scripts = shipsScripts(handles);
  // A page rendered as one string gets its sheet cut to what it uses (fillSheetSlot); a streamed one, all of it.
  const sheet = wantsVisitorSheet(handles) ? (scripts ? visitorSheet : SHEET_SLOT) : undefined;
  const app = (
    <NonceProvider value={nonce}>
      <InlineSheet value={sheet}>
        <ServerRouter
          context={scripts ? routerContext : matchedRoutesOnly(routerContext)}
          url={request.url}
          nonce={nonce}
        />
      </InlineSheet>
    </NonceProvider>
  );
  // Security headers and the CSP for this nonce are added by the Worker entry (workers/security-headers.ts).
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!scripts) {
    // No script to hydrate and nothing that suspends: one string. The stream's edge build makes a TextEncoder
    // call for every attribute, a fifth of such a page's CPU in workerd.
    return new Response(`<!DOCTYPE html>${fillSheetSlot(renderToString(app))}`, { headers: responseHeaders, status });
  }
  const body = await renderToReadableStream(app, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error: unknown) {
      status = 500;
      // Errors while streaming the shell are logged here; route errors reach the ErrorBoundary.
      if (!request.signal.aborted) console.error(error);
    },
  });
  // Bots and no-JS crawlers get the whole document at once.
  if (isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode) await body.allReady;

  return new Response(body, { headers: responseHeaders, status });
}

/**
 * The router context with only the matched routes in its manifest. ServerRouter builds a route object for every
 * route of the app on each request, for the browser's router to take over; a page without scripts has no
 * browser router, and renders from its matches alone.
 */
function matchedRoutesOnly(context: EntryContext): EntryContext {
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const { route } of context.staticHandlerContext.matches) routes[route.id] = context.manifest.routes[route.id];
  return { ...context, manifest: { ...context.manifest, routes } };
}

function routeHandles({ staticHandlerContext, routeModules }: EntryContext) {
  return staticHandlerContext.matches.map((match) => routeModules[match.route.id]?.handle);
}
