import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { WORKERD_TESTS } from "./vitest.unit.config";

const secret = () => randomBytes(32).toString("base64url");

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      // "unit (dom)" in jsdom and "unit (node)" in plain Node: see vitest.unit.config.ts.
      "./vitest.unit.config.ts",
      {
        extends: true,
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: {
              bindings: {
                APP_ENV: "test",
                APP_ORIGIN: "https://stylecast.test",
                SESSION_SECRET: secret(),
                API_KEY: secret(),
                PASSWORD_PEPPER: secret(),
                E2E_BYPASS_TOKEN: secret(),
                TEST_MIGRATIONS: await readD1Migrations(
                  fileURLToPath(new URL("./workers/migrations", import.meta.url)),
                ),
              },
            },
          })),
        ],
        resolve: {
          alias: {
            "virtual:react-router/server-build": fileURLToPath(
              new URL("./tests/support/server-build-stub.ts", import.meta.url),
            ),
          },
        },
        test: {
          name: "worker",
          // Tests that need workerd's bindings, and pure tests beside their module that need its globals.
          include: ["tests/worker/**/*.test.ts", `{app,contract,workers}/${WORKERD_TESTS}`],
          setupFiles: ["./tests/support/apply-migrations.ts"],
          // One budget for every expect.poll (the object's pushes, D1 rows written after a response), with room
          // for a loaded 2-core machine; a test gets twice that, so a poll that runs out reports its own failure.
          expect: { poll: { timeout: 10_000, interval: 10 } },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
