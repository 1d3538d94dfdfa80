// What the Worker's build leaves out (docs/decisions/0023-lean-worker-bundle.md). Only the server build
// ("ssr" environment) of `vite build` is touched; the dev server and the tests see every module as it is.
//   - the development tools (workers/dev/tools.ts → workers/dev/no-tools.ts) when `devTools` is false:
//     `npm run build` sets DEV_TOOLS=off; the e2e, `npm start` and bench builds keep them;
//   - zod's 40-odd locales but English: only `z.config(en())` in zod itself uses one;
//   - @sentry/cloudflare's OpenTelemetry tracer setup, which runs only with `enableOpenTelemetrySetup` (never set
//     here, workers/observability/sentry.ts), and with it @sentry/opentelemetry;
//   - browser-only packages a page loads in an effect: the server never runs them.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const DEV_TOOLS = join(ROOT, "workers", "dev", "tools.ts");
const NO_DEV_TOOLS = join(ROOT, "workers", "dev", "no-tools.ts");
const BROWSER_ONLY = "\0browser-only:";

/** Modules replaced by a smaller stand-in, by the end of their resolved path. */
const STAND_INS = [
  ["/node_modules/zod/v4/locales/index.js", 'export { default as en } from "./en.js";'],
  [
    "/opentelemetry/tracer.js",
    `export function setupOpenTelemetryTracer() {
      throw new Error("This build leaves out OpenTelemetry: set no enableOpenTelemetrySetup (scripts/lean-worker.mjs)");
    }`,
    "/node_modules/@sentry/cloudflare/",
  ],
];

/** Browser-only packages and the names the app imports from them. */
const BROWSER_PACKAGES = { "@rails/actioncable": ["createConsumer"] };

/** @param {{ devTools: boolean }} options */
export function leanWorker({ devTools }) {
  return {
    name: "stylecast:lean-worker",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async resolveId(source, importer, options) {
      if (source in BROWSER_PACKAGES) return `${BROWSER_ONLY}${source}`;
      if (devTools || !source.endsWith("/dev/tools")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === DEV_TOOLS ? NO_DEV_TOOLS : null;
    },
    load(id) {
      if (id.startsWith(BROWSER_ONLY)) {
        const name = id.slice(BROWSER_ONLY.length);
        return BROWSER_PACKAGES[name]
          .map((exported) => `export function ${exported}() { throw new Error("${name} runs in the browser only"); }`)
          .join("\n");
      }
      const path = id.replaceAll("\\", "/");
      const standIn = STAND_INS.find(([end, , within]) => path.endsWith(end) && (!within || path.includes(within)));
      return standIn ? standIn[1] : null;
    },
  };
}
