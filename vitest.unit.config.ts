import { configDefaults, defineProject } from "vitest/config";

/**
 * The `unit` tests, in the environment each needs: components (`*.test.tsx`)
 * and React hooks (`use-*.test.ts`) get a DOM from jsdom; every other
 * `*.test.ts` beside its module (app/, contract/, workers/, the e2e tests'
 * support) runs in plain Node, where nothing browser-only can be used by
 * accident. A pure test that needs workerd's own globals is a
 * `*.workerd.test.ts` and runs in the worker project (README: Where tests
 * live). Nested projects are named "unit (dom)" and "unit (node)";
 * `vitest run --project unit` runs both.
 */
const HOOK_TESTS = "app/**/use-*.test.ts";
export const WORKERD_TESTS = "**/*.workerd.test.ts";

export default defineProject({
  resolve: { tsconfigPaths: true },
  test: {
    name: "unit",
    projects: [
      {
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["app/**/*.test.tsx", HOOK_TESTS],
          setupFiles: ["./tests/support/unit-setup.ts"],
        },
      },
      {
        test: {
          name: "node",
          environment: "node",
          include: [
            "app/**/*.test.ts",
            "contract/**/*.test.ts",
            "workers/**/*.test.ts",
            "tests/e2e/support/**/*.test.ts",
            "tests/architecture/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, HOOK_TESTS, WORKERD_TESTS],
        },
      },
    ],
  },
});
