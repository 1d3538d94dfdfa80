import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { withDevTools } from "./scripts/dev-tools.mjs";
import { ffmpegCore } from "./scripts/ffmpeg-core.mjs";
import { leanWorker } from "./scripts/lean-worker.mjs";

export default defineConfig({
  plugins: [
    leanWorker({ devTools: withDevTools }),
    ffmpegCore(),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  // The media conversion worker loads its libraries on demand (app/lib/media-conversion), which needs ES module workers.
  worker: { format: "es" },
  // A shop's TV runs its built-in browser for years (issue 21: Tizen 5.5 and webOS 5 of 2019, Chromium 68/69):
  // the client's syntax is lowered to ES2019 for every page, so a chunk two pages share can never pull newer
  // syntax into the slideshow or /tv. Syntax only: APIs newer than that are feature-checked or polyfilled
  // (app/polyfills.ts). The whole client is lowered, the media conversion chunks and worker included
  // (mediabunny's BigInt literals stay: Chromium 67 has them). tests/e2e/tv-browsers.node.spec.ts parses
  // what the slideshow and /tv load as ES2019. The server's code runs in workerd and keeps Vite's default.
  environments: {
    // The Worker minified: half the upload (ADR 22). wrangler uploads the source maps the build writes, so the
    // Workers logs still show our file names and lines.
    ssr: { build: { minify: true } },
    client: {
      build: {
        target: ["es2019", "chrome68", "safari14", "firefox78", "edge87"],
        // React, React DOM and React Router in one chunk: every page that runs scripts loads all of them, and
        // in five chunks their glue (imports, exports) and separate compression cost the slideshow 3.5 KB gzip.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
            },
          },
        },
      },
    },
  },
  // Both find their own worker or wasm files next to their modules; pre-bundling would move them away.
  optimizeDeps: { exclude: ["@ffmpeg/ffmpeg", "@jsquash/webp"] },
});
