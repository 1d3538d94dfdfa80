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
  // Both find their own worker or wasm files next to their modules; pre-bundling would move them away.
  optimizeDeps: { exclude: ["@ffmpeg/ffmpeg", "@jsquash/webp"] },
});
