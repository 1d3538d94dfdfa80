import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/find-chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 8790);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  // Only the specs: a pure helper's own test beside it (support/*.test.ts) runs in Vitest.
  testMatch: /\.spec\.ts$/,
  // A journey has a minute: a page load on a loaded two-core machine can take seconds, and a budget that a
  // slow machine uses up fails tests that are right.
  timeout: 60_000,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: [...CHROMIUM_ARGS, "--disable-background-networking", "--disable-component-update"],
    },
  },
  // Each project is its own visitor (CF-Connecting-IP, which local workerd keeps when sent),
  // so the API's per-IP rate limits see two visitors, as they would in production.
  projects: [
    { name: "js", use: { javaScriptEnabled: true, extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.10" } } },
    // Progressive enhancement: every page and form must work without JavaScript.
    {
      name: "no-js",
      use: { javaScriptEnabled: false, extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.20" } },
      // *.node.spec.ts need no page; *.js.spec.ts test what JavaScript adds.
      testIgnore: /\.(node|js)\.spec\.ts$/,
    },
  ],
  webServer: {
    command: "node scripts/serve.mjs",
    url: `${baseURL}/v1/health`,
    env: { PORT: String(PORT), STATE_DIR: ".wrangler/e2e-state" },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
