// Secrets and optional settings are not in wrangler.jsonc (they come from
// `wrangler secret put` or .dev.vars), so `wrangler types` cannot see them.
// workers/config.ts validates them at request time.
declare namespace Cloudflare {
  interface Env {
    SESSION_SECRET?: string;
    API_KEY?: string;
    PASSWORD_PEPPER?: string;
    API_URL?: string;
    E2E_BYPASS_TOKEN?: string;
    RESEND_API_KEY?: string;
    SENTRY_DSN?: string;
    MAPS_API_KEY?: string;
  }
}
