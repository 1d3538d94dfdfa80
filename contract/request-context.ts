import { createContext } from "react-router";

/**
 * What the Worker entry hands each page request: the contract between
 * workers/app.ts and the React Router app.
 */

/** The Content-Security-Policy nonce of this response; inline scripts must carry it. */
export const cspNonce = createContext<string>("");

/** The Worker's execution context, for `waitUntil` and for calling the API in-process. */
export const executionContext = createContext<ExecutionContext>();

/**
 * The visitor's country as Cloudflare's edge saw it (`request.cf.country`),
 * set by the Worker entry: React Router's own request copies lose `cf`. A
 * function, called only by the page that needs it: workerd builds the whole
 * `cf` object anew on every access, which every page paid for before.
 */
export const edgeCountry = createContext<() => string | null>(() => null);

/** decisions.md: the country comes from the edge request, else US. */
export function visitorCountry(context: { get: (key: typeof edgeCountry) => () => string | null }): string {
  return context.get(edgeCountry)() ?? "US";
}
