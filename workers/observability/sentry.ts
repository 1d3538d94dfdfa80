import { readConfig } from "@contract/config";
import type { CloudflareOptions, ErrorEvent } from "@sentry/cloudflare";

/** Request headers an error report may carry; every other one (cookies, tokens, the API key) is dropped. */
const SAFE_HEADERS = new Set(["user-agent", "accept", "content-type", "content-length", "cf-ray"]);

/**
 * Error reporting (spec §8) with @sentry/cloudflare, on only when SENTRY_DSN
 * is set (decisions.md). Reports never carry secrets or tokens: request
 * headers are cut to a safe few, cookies, query and body are dropped, and any
 * configured secret that still appears anywhere in the event is redacted.
 */
export function sentryOptions(env: Env): CloudflareOptions {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig(env);
  } catch {
    return { enabled: false }; // The entry answers a broken configuration itself.
  }
  if (!config.SENTRY_DSN) return { enabled: false };
  const secrets = [
    config.API_KEY,
    config.SESSION_SECRET,
    config.PASSWORD_PEPPER,
    config.RESEND_API_KEY,
    config.MAPS_API_KEY,
  ].filter((secret): secret is string => Boolean(secret));
  return {
    dsn: config.SENTRY_DSN,
    environment: config.APP_ENV,
    // Collect as little as possible to begin with; `scrub` is the guarantee.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { allow: [...SAFE_HEADERS] },
      httpBodies: [],
      urlQueryParams: false,
    },
    tracesSampleRate: 0,
    beforeSend: (event) => scrub(event, secrets),
  };
}

export function scrub(event: ErrorEvent, secrets: string[]): ErrorEvent {
  if (event.request) {
    const headers = Object.entries(event.request.headers ?? {}).filter(([name]) =>
      SAFE_HEADERS.has(name.toLowerCase()),
    );
    event.request.headers = Object.fromEntries(headers);
    delete event.request.cookies;
    delete event.request.query_string;
    delete event.request.data;
    if (event.request.url) event.request.url = event.request.url.split("?")[0];
  }
  let text = JSON.stringify(event);
  for (const secret of secrets) text = text.replaceAll(secret, "[redacted]");
  // Session and mailed tokens are 43 base64url characters: redact anything shaped like one.
  text = text.replace(/[A-Za-z0-9_-]{43,}/g, "[redacted]");
  return JSON.parse(text) as ErrorEvent;
}
