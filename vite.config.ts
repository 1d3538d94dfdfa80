import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { ffmpegCore } from "./scripts/ffmpeg-core.mjs";

export default defineConfig({
  plugins: [ffmpegCore(), cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The media conversion worker loads its libraries on demand (app/lib/media-conversion), which needs ES module workers.
  worker: { format: "es" },
  // A shop's TV runs an old browser for years (issue 11: Chromium 87+, Safari 14+ TV browsers): the client's
  // syntax is lowered to what those run. The server's code runs in workerd and keeps Vite's default.
  environments: { client: { build: { target: ["chrome87", "safari14", "firefox78", "edge87"] } } },
  // Both find their own worker or wasm files next to their modules; pre-bundling would move them away.
  optimizeDeps: { exclude: ["@ffmpeg/ffmpeg", "@jsquash/webp"] },
});
