#!/usr/bin/env node
// `npm run bench:media`: how long the media conversion takes in headless
// Chromium on this machine (issue 9), and the server's own variant path.
// Builds when the build is missing or older than the sources, serves it in
// workerd on its own port and database, and prints medians after a warm-up:
//   - a 12 MP JPEG → webp slide + thumb + cover (in the conversion worker)
//   - a 12 MP HEIC (single image, and an iPhone-style grid) → the same
//   - a 10 s 1080p clip → H.264 mp4 + webp poster through WebCodecs and
//     through ffmpeg.wasm, the same input, with the ratio between them
//   - POST /v1/users/portfolios with that 12 MP JPEG as the demo stylist
//     (the server checks it and makes slide, thumb and cover with the Images binding)
// Inputs are made in the browser (JPEG, clip) or read from tests/fixtures/media
// (HEIC). Figures, not assertions: other load on the machine shows in them.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { median, signInDemoStylist, startBench } from "./bench-server.mjs";
import { CHROMIUM_ARGS, ensureChromium } from "./find-chromium.mjs";

const RUNS = Number(process.env.BENCH_MEDIA_RUNS ?? 5);
const FFMPEG_RUNS = Number(process.env.BENCH_MEDIA_FFMPEG_RUNS ?? 3);
const CLIP_SECONDS = Number(process.env.BENCH_MEDIA_CLIP_SECONDS ?? 10);

// ---- build (only when needed), database, server ----------------------------
const { origin, server } = await startBench("media", 8796);

// ---- the browser ------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();
page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
await page.goto(`${origin}/dev/conversion`);
await page.getByText("Converter loaded.").waitFor({ timeout: 60_000 });

/** Makes an input in the page and keeps it there as window.benchInputs[name]. */
async function prepare(name, what) {
  const info = await page.evaluate(
    async ({ name, what }) => {
      const { samples } = window.stylecastConversion;
      window.benchInputs ??= {};
      let file;
      if (what.jpeg) file = await samples.makeTestJpeg(...what.jpeg);
      else if (what.video) file = await samples.makeTestVideo(what.video);
      else file = new File([Uint8Array.from(atob(what.base64), (c) => c.charCodeAt(0))], what.name);
      window.benchInputs[name] = file;
      const described = file.type.startsWith("video/") ? await samples.videoInfo(file) : null;
      return {
        bytes: file.size,
        ...(described && { width: described.width, height: described.height, duration: described.duration }),
      };
    },
    { name, what },
  );
  return info;
}

/** Converts window.benchInputs[name] `runs` times after one warm-up (of input `warmUp`); every run's milliseconds. */
async function time(name, engines, runs, warmUp = name) {
  const samples = [];
  for (let run = 0; run <= runs; run++) {
    const { ms, summary } = await page.evaluate(
      async ({ name, engines }) => {
        const { conversion } = window.stylecastConversion;
        const started = performance.now();
        const result = await conversion.convertForUpload(window.benchInputs[name], {
          orientation: "landscape",
          engines,
        });
        const ms = performance.now() - started;
        const summary = Object.entries(result)
          .filter(([, value]) => value instanceof Blob)
          .map(([key, blob]) => `${key} ${(blob.size / 1024).toFixed(0)} KiB`)
          .join(", ");
        return { ms, summary: result.engine ? `${summary} (${result.engine})` : summary };
      },
      { name: run === 0 ? warmUp : name, engines },
    );
    if (run > 0) samples.push(ms);
    const label = run === 0 ? `warm-up${warmUp === name ? "" : ` (${warmUp})`}` : `run ${run}`;
    console.log(
      `  ${name}${engines.video === "ffmpeg" ? " / ffmpeg" : ""}: ${label} ${(ms / 1000).toFixed(2)} s — ${summary}`,
    );
  }
  return samples;
}

const fixture = (name) => ({ name, base64: readFileSync(`tests/fixtures/media/${name}`).toString("base64") });

console.log("\nInputs (made in the browser, or from tests/fixtures/media):");
const inputs = {
  jpeg: await prepare("jpeg", { jpeg: [4032, 3024] }),
  heic: await prepare("heic", fixture("photo-12mp.heic")),
  heicGrid: await prepare("heicGrid", fixture("photo-12mp-grid.heic")),
  clip: await prepare("clip", {
    video: { width: 1920, height: 1080, seconds: CLIP_SECONDS, fps: 30, bitrate: 8_000_000 },
  }),
  // ffmpeg.wasm takes minutes per 1080p clip here: its warm-up (loading and compiling the core) converts a 1 s one.
  shortClip: await prepare("shortClip", {
    video: { width: 1920, height: 1080, seconds: 1, fps: 30, bitrate: 8_000_000 },
  }),
};
for (const [name, info] of Object.entries(inputs)) console.log(`  ${name}: ${JSON.stringify(info)}`);

console.log("\nRuns:");
const results = {
  jpeg: await time("jpeg", {}, RUNS),
  heic: await time("heic", {}, RUNS),
  heicGrid: await time("heicGrid", {}, RUNS),
  webcodecs: await time("clip", {}, RUNS),
  ffmpeg: await time("clip", { video: "ffmpeg" }, FFMPEG_RUNS, "shortClip"),
};

// ---- the server's variant path ----------------------------------------------
const { auth } = await signInDemoStylist(origin, { "CF-Connecting-IP": "198.51.100.42" });
const jpegBytes = Buffer.from(
  await page.evaluate(async () => {
    const bytes = new Uint8Array(await window.benchInputs.jpeg.arrayBuffer());
    let text = "";
    for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return btoa(text);
  }),
  "base64",
);
results.server = [];
for (let run = 0; run <= RUNS; run++) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ gender: "female", color: "brown", style: "long", tags: "#bench" })) {
    form.set(name, value);
  }
  form.set("images", new Blob([jpegBytes], { type: "image/jpeg" }), `bench-${run}.jpg`);
  const started = performance.now();
  const response = await fetch(`${origin}/v1/users/portfolios`, { method: "POST", headers: auth, body: form });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`POST /v1/users/portfolios: ${response.status} ${JSON.stringify(body)}`);
  if (run > 0) results.server.push(ms);
  console.log(`  server: ${run === 0 ? "warm-up" : `run ${run}`} ${(ms / 1000).toFixed(2)} s`);
  // Not timed: the bench styles go again.
  await fetch(`${origin}/v1/users/portfolios/${body.data.id}`, { method: "DELETE", headers: auth });
}

const chromiumVersion = browser.version();
await browser.close();
await server.stop();

// ---- the table --------------------------------------------------------------
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const rows = [
  ["12 MP JPEG → slide + thumb + cover (browser)", results.jpeg, 1000],
  ["12 MP HEIC → slide + thumb + cover (browser, heic-to)", results.heic, 3000],
  ["12 MP grid HEIC (iPhone layout) → the same", results.heicGrid, 3000],
  [`${CLIP_SECONDS} s 1080p clip → mp4 + poster, WebCodecs`, results.webcodecs, (15000 * CLIP_SECONDS) / 10],
  [`${CLIP_SECONDS} s 1080p clip → mp4 + poster, ffmpeg.wasm`, results.ffmpeg, null],
  ["12 MP JPEG → POST /v1/users/portfolios (server variants)", results.server, null],
];
console.log(`\nMedians after one warm-up (headless Chromium ${chromiumVersion}, ${RUNS} runs; ffmpeg ${FFMPEG_RUNS}):`);
console.table(
  rows.map(([task, values, target]) => ({
    task,
    runs: values.length,
    median: seconds(median(values)),
    min: seconds(Math.min(...values)),
    max: seconds(Math.max(...values)),
    target: target ? `≤ ${seconds(target)}` : "",
    met: target ? (median(values) <= target ? "yes" : "NO") : "",
  })),
);
const ratio = median(results.ffmpeg) / median(results.webcodecs);
console.log(
  `WebCodecs is ${ratio.toFixed(1)}× faster than ffmpeg.wasm on the same clip (target ≥ 4×: ${ratio >= 4 ? "yes" : "NO"}).`,
);
process.exit(0);
