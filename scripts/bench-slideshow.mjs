#!/usr/bin/env node
// `npm run bench:slideshow`: the TV slideshow over a long run (issue 11
// Measured). Builds when the build is missing or older than the sources,
// serves it in workerd on its own port and database (seeded: the demo
// stylist's show has pictures, a video style and two ads, one a video), and
// plays it in headless Chromium with a short slide delay:
//   - time from navigation to the first slide shown (median of RUNS fresh
//     visits), and the same with the network cut (the service worker's copy)
//   - JS heap after a forced GC and DOM node count, after the first loop and
//     at the end, over TRANSITIONS transitions (pictures and videos)
//   - a requestAnimationFrame probe: every frame, each slide cell on screen
//     must hold a slide whose media is decoded / playing; the largest run of
//     frames without one is the largest gap between one slide leaving and the
//     next being painted (0 = no frame without a slide)
//   - then the network cut for OFFLINE_TRANSITIONS more: still playing?
// Videos play at 8x (the bench patches playbackRate; the product does not) so
// a run of thousands of transitions fits in minutes. Figures, not assertions.
//   BENCH_SLIDESHOW_TRANSITIONS (2000), BENCH_SLIDESHOW_DELAY_MS (120),
//   BENCH_SLIDESHOW_RUNS (5), BENCH_SLIDESHOW_OFFLINE_TRANSITIONS (100)
import { chromium } from "@playwright/test";
import { median, signInDemoStylist, startBench } from "./bench-server.mjs";
import { CHROMIUM_ARGS, ensureChromium } from "./find-chromium.mjs";

const TRANSITIONS = Number(process.env.BENCH_SLIDESHOW_TRANSITIONS ?? 2000);
const OFFLINE_TRANSITIONS = Number(process.env.BENCH_SLIDESHOW_OFFLINE_TRANSITIONS ?? 100);
const DELAY_MS = Number(process.env.BENCH_SLIDESHOW_DELAY_MS ?? 120);
const RUNS = Number(process.env.BENCH_SLIDESHOW_RUNS ?? 5);

// ---- build (only when needed), database, server ----------------------------
const { origin } = await startBench("slideshow", 8798);

// ---- the demo stylist's show ------------------------------------------------
const { accountId } = await signInDemoStylist(origin);
const showPath = `/salon-demo-${accountId}`;
const playlist = (await (await fetch(`${origin}${showPath}/playlist`)).json()).playlist;
const kinds = playlist.map((slide) => `${slide.kind === "ad" ? "ad " : ""}${slide.media[0].type}`);
console.log(`bench:slideshow: ${showPath}, ${playlist.length} slides: ${kinds.join(", ")}`);
console.log(`  slide delay ${DELAY_MS} ms, ${TRANSITIONS} transitions, then ${OFFLINE_TRANSITIONS} offline\n`);

// ---- the browser ------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: [...CHROMIUM_ARGS, "--autoplay-policy=no-user-gesture-required"],
});

/** The probe and the video speed-up, in every page before its scripts run. */
const PROBE = `
  (() => {
    const rate = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function () { this.playbackRate = 8; return rate.call(this); };
    const probe = { frames: 0, blankFrames: 0, blankSince: null, longestBlankMs: 0 };
    window.benchProbe = probe;
    const frame = (now) => {
      const started = window.stylecastSlideshow && window.stylecastSlideshow.stats.firstShownAt !== null;
      if (started) {
        probe.frames++;
        let blank = false;
        const width = innerWidth;
        for (const cell of document.querySelectorAll('.tv-cell')) {
          const rect = cell.getBoundingClientRect();
          const visible = Math.min(rect.right - 10, width) - Math.max(rect.left, 0); // the 10 px gap is no slide
          if (visible <= 1) continue;
          const slide = cell.querySelector('.tv-slide[data-ready="true"]');
          if (!slide) blank = true;
        }
        if (blank) {
          probe.blankFrames++;
          if (probe.blankSince === null) probe.blankSince = now;
          probe.longestBlankMs = Math.max(probe.longestBlankMs, now - probe.blankSince);
        } else probe.blankSince = null;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();
`;

const stats = (page) => page.evaluate(() => ({ ...window.stylecastSlideshow?.stats, probe: window.benchProbe }));
const waitFor = async (page, predicate, arg, timeout) =>
  page.waitForFunction(predicate, arg, { timeout, polling: 250 });

/** Navigation start to the first slide the player shows ready (performance clock), and to the first paint. */
async function firstSlide(context) {
  const page = await context.newPage();
  await page.goto(`${origin}${showPath}?delay=${DELAY_MS}`);
  await waitFor(page, () => window.stylecastSlideshow?.stats.firstShownAt != null, undefined, 30_000);
  const times = await page.evaluate(() => ({
    player: window.stylecastSlideshow.stats.firstShownAt,
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  }));
  await page.close();
  return times;
}

async function memory(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const heap = await cdp.send("Runtime.getHeapUsage");
  const dom = await cdp.send("Memory.getDOMCounters");
  return { heapMB: heap.usedSize / 1024 / 1024, nodes: dom.nodes };
}

const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, serviceWorkers: "allow" });
await context.addInitScript(PROBE);

// First slide: one visit that installs the service worker, then RUNS timed visits.
await firstSlide(context);
const online = [];
for (let run = 0; run < RUNS; run++) online.push(await firstSlide(context));

// The long run.
const page = await context.newPage();
page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
const cdp = await context.newCDPSession(page);
await page.goto(`${origin}${showPath}?delay=${DELAY_MS}`);
await waitFor(page, (n) => (window.stylecastSlideshow?.stats.transitions ?? 0) > n, playlist.length, 120_000);
const start = await memory(cdp);
const startedAt = Date.now();
let lastReport = startedAt;
for (;;) {
  const { transitions } = await stats(page);
  if (transitions >= TRANSITIONS) break;
  if (Date.now() - lastReport > 30_000) {
    lastReport = Date.now();
    console.log(`  … ${transitions} transitions, ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  }
  await page.waitForTimeout(1000);
}
const end = await memory(cdp);
const online_ = await stats(page);
const seconds = (Date.now() - startedAt) / 1000;

// The network cut: the show goes on.
await context.setOffline(true);
const before = online_.transitions;
let offlineOk = true;
try {
  await waitFor(page, (n) => window.stylecastSlideshow.stats.transitions >= n, before + OFFLINE_TRANSITIONS, 600_000);
} catch {
  offlineOk = false;
}
const offline = await stats(page);
const offlineFirst = [];
for (let run = 0; run < RUNS; run++) offlineFirst.push(await firstSlide(context));
await context.setOffline(false);
await browser.close();

// ---- the figures ------------------------------------------------------------
const ms = (value) => (value === null || value === undefined ? "n/a" : `${Math.round(value)} ms`);
console.log(`first slide shown (median of ${RUNS}):`);
console.log(
  `  online:  ${ms(median(online.map((t) => t.player)))} (first paint ${ms(median(online.map((t) => t.paint)))})`,
);
console.log(
  `  offline: ${ms(median(offlineFirst.map((t) => t.player)))} (first paint ${ms(median(offlineFirst.map((t) => t.paint)))})`,
);
console.log(
  `long run: ${online_.transitions} transitions in ${seconds.toFixed(0)} s, ${online_.failures} media failures`,
);
console.log(
  `  JS heap after GC: ${start.heapMB.toFixed(2)} MB after the first loop → ${end.heapMB.toFixed(2)} MB at the end (${(end.heapMB - start.heapMB >= 0 ? "+" : "") + (end.heapMB - start.heapMB).toFixed(2)} MB)`,
);
console.log(`  DOM nodes: ${start.nodes} → ${end.nodes}`);
console.log(
  `  frames without a slide: ${online_.probe.blankFrames} of ${online_.probe.frames}; largest gap ${ms(online_.probe.longestBlankMs)}`,
);
console.log(
  `network cut: ${offline.transitions - before} more transitions (${offlineOk ? "unbroken" : "STOPPED"}), frames without a slide ${offline.probe.blankFrames - online_.probe.blankFrames}, largest gap ${ms(offline.probe.longestBlankMs)}`,
);
process.exit(0);
