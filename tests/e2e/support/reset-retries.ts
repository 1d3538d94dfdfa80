import type { APIRequestContext } from "@playwright/test";

/**
 * workerd closes a keep-alive connection after 5 s idle, and Playwright's
 * request context keeps pooled sockets with no idle limit of its own
 * (microsoft/playwright#42701). A request written in the instant the server
 * closes its socket is reset before the server reads it: `ECONNRESET`. It
 * failed a CI run once in 555 tests; idling 5 s on purpose, it resets 8 of 30
 * rounds. A browser sends such a request again on a new connection; so does a
 * request context passed through here (Playwright's `maxRetries` retries only
 * ECONNRESET), unless a call sets `maxRetries` itself.
 */
const RESET_RETRIES = 2;
const SENDS = new Set(["fetch", "get", "head", "post", "put", "patch", "delete"]);

export function retryResets(request: APIRequestContext): APIRequestContext {
  return new Proxy(request, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof key !== "string" || !SENDS.has(key) || typeof value !== "function") return value;
      return (url: unknown, options?: object) => value.call(target, url, { maxRetries: RESET_RETRIES, ...options });
    },
  });
}
