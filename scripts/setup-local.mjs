#!/usr/bin/env node
// Prepares local state: generated secrets in .dev.vars (never defaults in code)
// and D1 migrations applied to the local database under .wrangler/.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const DEV_VARS = ".dev.vars";
const generated = {
  APP_ENV: () => "development",
  SESSION_SECRET: () => randomBytes(32).toString("base64url"),
  API_KEY: () => randomBytes(24).toString("base64url"),
  PASSWORD_PEPPER: () => randomBytes(32).toString("base64url"),
  E2E_BYPASS_TOKEN: () => randomBytes(24).toString("base64url"),
};

const existing = existsSync(DEV_VARS) ? readFileSync(DEV_VARS, "utf8") : "";
const missing = Object.keys(generated).filter((name) => !new RegExp(`^${name}=`, "m").test(existing));
if (missing.length > 0) {
  const lines = missing.map((name) => `${name}=${generated[name]()}`);
  const prefix = existing && !existing.endsWith("\n") ? "\n" : "";
  writeFileSync(DEV_VARS, `${existing}${prefix}${lines.join("\n")}\n`, { mode: 0o600 });
  console.log(`setup: generated ${missing.join(", ")} in ${DEV_VARS}`);
}

const persistTo = process.env.STATE_DIR ?? ".wrangler/state";
execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, CI: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
