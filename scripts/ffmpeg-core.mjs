#!/usr/bin/env node
// Puts ffmpeg.wasm's single-thread core where the app serves it (/ffmpeg_core/):
// public/ffmpeg_core/ffmpeg-core.js as it is, and ffmpeg-core.wasm only
// brotli-compressed (30.7 MiB → ~6.9 MiB), because Workers static assets stop
// at 25 MiB per file. workers/media/serve-ffmpeg-core.ts sends it with
// `Content-Encoding: br`. Compressing at quality 11 takes ~1.5 minutes on two
// cores, so the result is cached under node_modules/.cache by core version and
// later builds only copy it. The Vite config runs this before every build and
// dev server (so `react-router build` alone is enough); `node scripts/ffmpeg-core.mjs`
// runs it by hand. docs/decisions/0013-media-conversion-in-the-browser.md.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "public", "ffmpeg_core");

export function ensureFfmpegCore({ log = console.log } = {}) {
  const require = createRequire(join(ROOT, "package.json"));
  // The package exports no package.json; its CommonJS entry is dist/umd/ffmpeg-core.js.
  const packageDir = join(dirname(require.resolve("@ffmpeg/core")), "..", "..");
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  const dist = join(packageDir, "dist", "esm");
  const wasm = readFileSync(join(dist, "ffmpeg-core.wasm"));
  const digest = createHash("sha256").update(wasm).digest("hex").slice(0, 16);

  const cacheDir = join(ROOT, "node_modules", ".cache", "ffmpeg-core");
  const cached = join(cacheDir, `ffmpeg-core-${version}-${digest}.wasm.br`);
  if (!existsSync(cached)) {
    log(`ffmpeg-core: compressing ffmpeg-core.wasm ${version} with brotli (once per version, ~1-2 minutes)…`);
    const compressed = brotliCompressSync(wasm, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
        [constants.BROTLI_PARAM_SIZE_HINT]: wasm.length,
      },
    });
    mkdirSync(cacheDir, { recursive: true });
    writeAtomically(cached, compressed);
  }

  mkdirSync(OUT, { recursive: true });
  // The stamp stays out of public/, or it would be served too.
  const stamp = join(cacheDir, "public-copy.version");
  const wanted = `${version} ${digest}\n`;
  const present = ["ffmpeg-core.js", "ffmpeg-core.wasm.br"].every((name) => existsSync(join(OUT, name)));
  if (present && existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) return;
  copyAtomically(join(dist, "ffmpeg-core.js"), join(OUT, "ffmpeg-core.js"));
  copyAtomically(cached, join(OUT, "ffmpeg-core.wasm.br"));
  writeFileSync(stamp, wanted);
  log(`ffmpeg-core: ${version} in public/ffmpeg_core/`);
}

// Two builds at once must never see a half-written file.
function writeAtomically(path, bytes) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

function copyAtomically(from, to) {
  const temporary = `${to}.${process.pid}.tmp`;
  copyFileSync(from, temporary);
  renameSync(temporary, to);
}

/** Vite plugin: the core is in public/ before Vite copies or serves it (not for typegen, which builds nothing). */
export function ffmpegCore() {
  let done = false;
  return {
    name: "stylecast:ffmpeg-core",
    buildStart() {
      if (done) return;
      done = true;
      ensureFfmpegCore();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureFfmpegCore();
