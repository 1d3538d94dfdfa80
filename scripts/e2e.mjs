#!/usr/bin/env node
// End-to-end tests: a fresh production build served in workerd with its own
// database, driven by Playwright in Chromium with JavaScript on and off.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { ensureChromium } from "./find-chromium.mjs";

const chromium = ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium, STATE_DIR: ".wrangler/e2e-state" };
const run = (command, args) => execFileSync(command, args, { stdio: "inherit", env });

rmSync(".wrangler/e2e-state", { recursive: true, force: true });
run("npx", ["react-router", "build"]);
run("node", ["scripts/setup-local.mjs"]);
try {
  run("npx", ["playwright", "test", ...process.argv.slice(2)]);
} catch {
  process.exit(1);
}
