#!/usr/bin/env node
// `npm run bench:slideshow`: the TV slideshow over a long run (issues 11 and 21), measured from outside the page
// through the DevTools protocol. Builds when the build is missing or older than the sources, serves it in workerd on
// its own port and database (seeded: the demo stylist's show has pictures, a video style and two ads, one a
// video), and plays it in headless Chromium with a short slide delay (`?delay=`, which also shortens the slide
// animation):
//   - time from navigation to the first slide shown (median of RUNS fresh visits), online and from the service
//     worker's copy with the network cut
//   - the long run, TRANSITIONS transitions; after the warm-up (WARMUP transitions, a quarter by default: V8 goes on
//     compiling and optimizing the player's code for several hundred transitions, a heap that grows by a quarter
//     of a megabyte and then stops, which a shorter warm-up counts as a slope):
//       · the JS heap slope in MB per 1,000 transitions: each time slide 0 is selected again (at most every
//         SAMPLE_MS) a forced GC (HeapProfiler.collectGarbage) then Performance.getMetrics; a linear fit with R²
//       · what that heap holds, from SNAPSHOTS heap snapshots spread over the same stretch: V8's compiled code
//         (bytecode and optimized code, which grow while the JIT optimizes more of the player, then level off)
//         apart from everything else the page keeps (objects, closures, strings, arrays), each with its slope: a
//         leak in the page shows in the second
//       · DOM nodes and JS event listeners from those same samples (the same place in the loop), first and last
//       · the renderer process's RSS (/proc) with its slope per 1,000 transitions, and its CPU time
//         (SystemInfo.getProcessInfo) per transition
//       · where the renderer's memory is, by allocator (a memory-infra dump, scripts/memory-dump.mjs: the
//         compositor's decoded pictures and tiles, V8, Blink, malloc…) at the warm-up's end and the run's end
//       · frames without a slide: an init script checks every animation frame that the selected slide cell, and
//         every cell on screen, holds ready media (decoded or playing, laid out): 0 expected
//   - the reconnect figure: DROPS times the socket is dropped and refused for a few seconds (the WebSocket switch
//     of the e2e test, scripts/socket-switch.mjs, with the network up), then the way opens: the median seconds
//     from the way opening to the slideshow subscribed again, and whether it fetched its playlist
//   - then the network cut for OFFLINE_TRANSITIONS more: still playing?
//   - what deciding what plays costs (issue 34's schedules): the player's own decision (showNow) timed in the page,
//     SCHEDULE_DECISIONS times at instants over a week, for the demo show and for the same show with a schedule on
//     every style, two opening ranges a day and the closed card after hours
// Videos play at 8x (the bench patches playbackRate; the product does not) so a run of thousands of transitions
// fits in minutes. Figures, not assertions.
//   --transitions N (BENCH_SLIDESHOW_TRANSITIONS, 2000)    --delay MS (BENCH_SLIDESHOW_DELAY_MS, 150)
//   --warmup N (25 % of the transitions)                   --drops N (BENCH_SLIDESHOW_DROPS, 12)
//   --runs N (BENCH_SLIDESHOW_RUNS, 5)                     --offline-transitions N (BENCH_SLIDESHOW_OFFLINE_TRANSITIONS, 100)
//   --snapshots N (BENCH_SLIDESHOW_SNAPSHOTS, 6; 0: none)   BENCH_SLIDESHOW_SAMPLES_FILE: writes every sample there (JSON)
//   The server's port: BENCH_SLIDESHOW_PORT (8798); its database: .wrangler/bench-slideshow-state.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { median, signInDemoStylist, startBench } from "./bench-server.mjs";
import { CHROMIUM_ARGS, ensureChromium } from "./find-chromium.mjs";
import { memoryDump } from "./memory-dump.mjs";
import { installSocketSwitch, REFUSED_PATH } from "./socket-switch.mjs";

const { values: args } = parseArgs({
  options: {
    transitions: { type: "string" },
    delay: { type: "string" },
    warmup: { type: "string" },
    drops: { type: "string" },
    runs: { type: "string" },
    "offline-transitions": { type: "string" },
    snapshots: { type: "string" },
  },
});
const setting = (arg, env, fallback) => Number(arg ?? process.env[env] ?? fallback);
const TRANSITIONS = setting(args.transitions, "BENCH_SLIDESHOW_TRANSITIONS", 2000);
const DELAY_MS = setting(args.delay, "BENCH_SLIDESHOW_DELAY_MS", 150);
const WARMUP = setting(args.warmup, "BENCH_SLIDESHOW_WARMUP", Math.round(TRANSITIONS / 4));
const DROPS = setting(args.drops, "BENCH_SLIDESHOW_DROPS", 12);
const RUNS = setting(args.runs, "BENCH_SLIDESHOW_RUNS", 5);
const OFFLINE_TRANSITIONS = setting(args["offline-transitions"], "BENCH_SLIDESHOW_OFFLINE_TRANSITIONS", 100);
const SNAPSHOTS = setting(args.snapshots, "BENCH_SLIDESHOW_SNAPSHOTS", 6);
/** Samples at slide 0 at most this often (a loop of the demo show is a few seconds at a short delay). */
const SAMPLE_MS = 3_000;
/** A drop's outage: uniform in this range, so the way opens at every phase of the client's retry schedule. */
const OUTAGE_MS = [3_000, 9_000];
/** The long run gives up when no transition happened for this long. */
const STALL_MS = 60_000;
/** Decisions timed per show for the schedule's cost. */
const SCHEDULE_DECISIONS = 5_000;
/** A TV's slide delay (spec §9): how many transitions share the one decision the player makes each minute. */
const TV_TRANSITIONS_PER_MINUTE = 6;

const benchStarted = Date.now();

// ---- build (only when needed), database, server ----------------------------
const { origin } = await startBench("slideshow", 8798);

// ---- the demo stylist's show ------------------------------------------------
const { accountId } = await signInDemoStylist(origin);
const showPath = `/salon-demo-${accountId}`;
const { plan } = await (await fetch(`${origin}${showPath}/playlist`)).json();
const kinds = plan.slides.map((slide) => slide.media[0].type);
const ads = plan.ad_free ? 0 : plan.ads.length;
console.log(`bench:slideshow: ${showPath}, ${plan.slides.length} styles (${kinds.join(", ")}) and ${ads} ads`);
console.log(
  `  slide delay ${DELAY_MS} ms, ${TRANSITIONS} transitions (warm-up ${WARMUP}), then ${DROPS} socket drops, then ${OFFLINE_TRANSITIONS} offline\n`,
);

// ---- the browser ------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: [...CHROMIUM_ARGS, "--autoplay-policy=no-user-gesture-required"],
});

/**
 * In every page before its scripts: the video speed-up; the frame probe (every animation frame once the first
 * slide was shown: do the selected slide cell and every cell on screen hold ready media?); and the call
 * out to the bench each time slide 0 is selected again (at most every SAMPLE_MS), so every sample is taken at the
 * same place in the loop.
 */
function probe(sampleMs) {
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    this.playbackRate = 8;
    return play.call(this);
  };
  // A run of frames without a slide lasts from its first frame to the next frame with one.
  const state = {
    frames: 0,
    blankFrames: 0,
    blankSince: null,
    run: 0,
    longestRun: 0,
    longestBlankMs: 0,
    why: {},
    cases: [],
  };
  window.benchProbe = state;
  // A cell holds a slide when its `.tv-slide` says ready and its media is decoded (a picture) or has a frame
  // (a video) and is laid out (not display: none). Blank frames are counted by the first thing missing.
  // Why a cell holds none (the first reason found), or null when it holds one.
  const lacking = (cell) => {
    const slide = cell?.querySelector(".tv-slide");
    if (!slide) return "no slide";
    if (slide.getAttribute("data-ready") !== "true") return "slide not ready";
    const media = slide.querySelector("img, video");
    if (!media) return "no media";
    if (media instanceof HTMLVideoElement && media.readyState < 2) return `video readyState ${media.readyState}`;
    if (media instanceof HTMLImageElement && !(media.complete && media.naturalWidth > 0)) return "picture not decoded";
    const box = media.getBoundingClientRect();
    return box.width > 1 && box.height > 1 ? null : "media not laid out";
  };
  // How much of a cell is on screen: the smaller of the overlaps across and down, in px.
  const onScreen = (cell) => {
    const rect = cell.getBoundingClientRect();
    const across = Math.min(rect.right, innerWidth) - Math.max(rect.left, 0);
    const down = Math.min(rect.bottom, innerHeight) - Math.max(rect.top, 0);
    return Math.min(across, down);
  };
  // A frame without a slide: the selected cell holds none, or a cell on screen (more than a 16 px strip, wider
  // than the gap between slides) holds none, so part of the screen shows no slide. Where the selected cell stands
  // does not matter (at the loop's seam it is moved into place a frame after it is selected).
  const frame = (now) => {
    if (window.stylecastSlideshow && window.stylecastSlideshow.stats.firstShownAt !== null) {
      state.frames++;
      const selected = document.querySelector('[data-testid="slide"][data-selected="true"]');
      let blank = lacking(selected);
      let cell = selected;
      if (blank) blank = `selected cell: ${blank}`;
      else {
        for (const other of document.querySelectorAll('[data-testid="slide"]')) {
          const why = onScreen(other) > 16 ? lacking(other) : null;
          if (why) [blank, cell] = [`cell on screen: ${why}`, other];
        }
      }
      if (blank) {
        // Where, for the first few: which cell, which one was selected, how much of it showed, at which transition.
        if (state.cases.length < 8)
          state.cases.push(
            `transition ${window.stylecastSlideshow.stats.transitions}: cell ${cell?.getAttribute("data-index")} (${cell?.getAttribute("data-kind")}, ${cell?.querySelector("img.tv-media, video")?.tagName.toLowerCase() ?? "no media"}; selected ${selected?.getAttribute("data-index")}), ${Math.round(cell ? onScreen(cell) : 0)} px on screen`,
          );
        state.blankFrames++;
        state.why[blank] = (state.why[blank] ?? 0) + 1;
        state.blankSince ??= now;
        state.longestRun = Math.max(state.longestRun, ++state.run);
      } else if (state.blankSince !== null) {
        state.longestBlankMs = Math.max(state.longestBlankMs, now - state.blankSince);
        state.blankSince = null;
        state.run = 0;
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  let lastSample = -Infinity;
  new MutationObserver((records) => {
    for (const record of records) {
      const cell = record.target;
      if (cell.getAttribute("data-selected") !== "true") continue;
      if (document.querySelector('[data-testid="slide"]') !== cell) continue;
      if (typeof window.benchAtSlide0 !== "function" || performance.now() - lastSample < sampleMs) continue;
      lastSample = performance.now();
      window.benchAtSlide0(window.stylecastSlideshow ? window.stylecastSlideshow.stats.transitions : 0, {
        frames: state.frames,
        blankFrames: state.blankFrames,
      });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-selected"] });
}

const stats = (page) => page.evaluate(() => ({ ...window.stylecastSlideshow?.stats, probe: { ...window.benchProbe } }));
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

const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, serviceWorkers: "allow" });
await context.addInitScript(probe, SAMPLE_MS);
await context.addInitScript(installSocketSwitch, REFUSED_PATH);

// First slide: one visit that installs the service worker, then RUNS timed visits.
await firstSlide(context);
const online = [];
for (let run = 0; run < RUNS; run++) online.push(await firstSlide(context));

// ---- the long run -------------------------------------------------------------
const page = await context.newPage();
page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
const cdp = await context.newCDPSession(page);
await cdp.send("Performance.enable");
const browserCdp = await browser.newBrowserCDPSession();

/** CPU seconds of every Chromium process, by pid (SystemInfo.getProcessInfo). */
async function processCpu() {
  const { processInfo } = await browserCdp.send("SystemInfo.getProcessInfo");
  return new Map(processInfo.map((process) => [process.id, { type: process.type, cpu: process.cpuTime }]));
}
/** Resident memory of a process in MB, from /proc (null where there is no /proc). */
function rssMB(pid) {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return null;
  const kB = Number(readFileSync(status, "utf8").match(/^VmRSS:\s+(\d+)/m)?.[1]);
  return Number.isFinite(kB) ? kB / 1024 : null;
}

/**
 * A heap snapshot's V8 heap by kind, in MB: compiled code (bytecode, baseline and optimized machine code, their
 * metadata) and the rest (objects, closures, strings, arrays, shapes). Blink's own objects (native nodes: the DOM,
 * performance entries, DevTools' network records) are left out, as JSHeapUsedSize leaves them out.
 */
async function heapByKind() {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on("HeapProfiler.addHeapSnapshotChunk", onChunk);
  try {
    await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  } finally {
    cdp.off("HeapProfiler.addHeapSnapshotChunk", onChunk);
  }
  const { snapshot, nodes } = JSON.parse(chunks.join(""));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[fields.indexOf("type")];
  const [type, size] = [fields.indexOf("type"), fields.indexOf("self_size")];
  let code = 0;
  let rest = 0;
  for (let at = 0; at < nodes.length; at += fields.length) {
    const kind = types[nodes[at + type]];
    if (kind === "code") code += nodes[at + size];
    else if (kind !== "native" && kind !== "synthetic") rest += nodes[at + size];
  }
  return { codeMB: code / 1024 / 1024, restMB: rest / 1024 / 1024 };
}
/**
 * The transitions from which the next sample also takes a heap snapshot: SNAPSHOTS marks, evenly from the
 * warm-up's end to a little before the long run's (the samples come every SAMPLE_MS, not at its last transition).
 */
const lastMark = TRANSITIONS - (TRANSITIONS - WARMUP) / 20;
const snapshotMarks = Array.from(
  { length: SNAPSHOTS },
  (_, k) => WARMUP + (SNAPSHOTS > 1 ? (k * (lastMark - WARMUP)) / (SNAPSHOTS - 1) : 0),
);

const samples = [];
/** The renderer's memory by allocator (MB), at the warm-up's end and at the long run's. */
const rendererMemory = { start: null, end: null };
let sampling = false;
/** The pid of the renderer that draws the page, found once it plays. */
let renderer = null;
await page.exposeBinding("benchAtSlide0", async (_source, transitions, frames) => {
  if (sampling) return;
  sampling = true;
  try {
    await cdp.send("HeapProfiler.collectGarbage");
    await cdp.send("HeapProfiler.collectGarbage");
    const { metrics } = await cdp.send("Performance.getMetrics");
    const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? null;
    const cpu = await processCpu();
    const heap = snapshotMarks.length && transitions >= snapshotMarks[0] ? await heapByKind() : null;
    if (heap) snapshotMarks.shift();
    if (transitions >= WARMUP && !rendererMemory.start && renderer !== null)
      rendererMemory.start = (await memoryDump(browserCdp, { depth: 2 })).get(renderer) ?? null;
    samples.push({
      at: Date.now(),
      transitions,
      frames,
      heapMB: metric("JSHeapUsedSize") / 1024 / 1024,
      heap,
      nodes: metric("Nodes"),
      listeners: metric("JSEventListeners"),
      rendererRssMB: renderer === null ? null : rssMB(renderer),
      rendererCpu: renderer === null ? null : (cpu.get(renderer)?.cpu ?? null),
      allCpu: [...cpu.values()].reduce((sum, process) => sum + process.cpu, 0),
      gpuCpu: [...cpu.values()].filter((process) => process.type === "GPU").reduce((sum, p) => sum + p.cpu, 0),
    });
  } finally {
    sampling = false;
  }
});

await page.goto(`${origin}${showPath}?delay=${DELAY_MS}`);
await waitFor(page, () => window.stylecastSlideshow?.stats.firstShownAt != null, undefined, 60_000);

// Which renderer draws this page: the one whose CPU time grows while the page spins for half a second.
{
  const before = await processCpu();
  await page.evaluate(() => {
    const until = performance.now() + 500;
    while (performance.now() < until);
  });
  const after = await processCpu();
  let most = 0;
  for (const [pid, { type, cpu }] of after) {
    const grew = cpu - (before.get(pid)?.cpu ?? 0);
    if (type === "renderer" && grew > most) [renderer, most] = [pid, grew];
  }
}

const startedAt = Date.now();
let lastReport = startedAt;
let lastChange = { at: startedAt, transitions: 0 };
let stalled = false;
for (;;) {
  const { transitions } = await stats(page);
  if (transitions >= TRANSITIONS) break;
  if (transitions !== lastChange.transitions) lastChange = { at: Date.now(), transitions };
  else if (Date.now() - lastChange.at > STALL_MS) {
    stalled = true;
    break;
  }
  if (Date.now() - lastReport > 30_000) {
    lastReport = Date.now();
    console.log(`  … ${transitions} transitions, ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const longRun = await stats(page);
if (renderer !== null) rendererMemory.end = (await memoryDump(browserCdp, { depth: 2 })).get(renderer) ?? null;
const seconds = (Date.now() - startedAt) / 1000;
const measured = samples.filter((sample) => sample.transitions >= WARMUP);
if (process.env.BENCH_SLIDESHOW_SAMPLES_FILE)
  writeFileSync(process.env.BENCH_SLIDESHOW_SAMPLES_FILE, JSON.stringify(samples));

// ---- the reconnect figure -------------------------------------------------------
const playlistFetches = [];
page.on("request", (request) => {
  if (new URL(request.url()).pathname === `${showPath}/playlist`) playlistFetches.push(Date.now());
});
const cable = () => page.evaluate(() => window.stylecastCable ?? { connected: false, connects: 0 });
const reconnects = [];
let fetchedAfter = 0;
for (let drop = 0; drop < DROPS && !stalled; drop++) {
  const { connects } = await cable();
  await page.evaluate(() => window.socketSwitch.down());
  await waitFor(page, () => window.stylecastCable?.connected === false, undefined, 10_000);
  const outage = OUTAGE_MS[0] + Math.random() * (OUTAGE_MS[1] - OUTAGE_MS[0]);
  await new Promise((resolve) => setTimeout(resolve, outage));
  const fetchesBefore = playlistFetches.length;
  await page.evaluate(() => window.socketSwitch.up());
  const elapsed = await page.waitForFunction(
    (before) =>
      window.stylecastCable?.connected && window.stylecastCable.connects > before
        ? performance.now() - window.socketSwitch.state.openedAt
        : false,
    connects,
    { polling: "raf", timeout: 60_000 },
  );
  reconnects.push((await elapsed.jsonValue()) / 1000);
  const deadline = Date.now() + 5_000;
  while (playlistFetches.length === fetchesBefore && Date.now() < deadline) await page.waitForTimeout(100);
  if (playlistFetches.length > fetchesBefore) fetchedAfter++;
}

// ---- the network cut: the show goes on --------------------------------------------
await context.setOffline(true);
const before = (await stats(page)).transitions;
let offlineOk = true;
try {
  await waitFor(page, (n) => window.stylecastSlideshow.stats.transitions >= n, before + OFFLINE_TRANSITIONS, 600_000);
} catch {
  offlineOk = false;
}
const offline = await stats(page);
const scheduled = scheduledPlan(plan);
const schedule = await page.evaluate(
  ([decisions, other]) => ({
    demo: window.stylecastSlideshow.timeSchedule(decisions),
    scheduled: window.stylecastSlideshow.timeSchedule(decisions, other),
  }),
  [SCHEDULE_DECISIONS, scheduled],
);
const offlineFirst = [];
for (let run = 0; run < RUNS; run++) offlineFirst.push(await firstSlide(context));
await context.setOffline(false);
await browser.close();

/**
 * The demo show as a busy salon would schedule it: every style in its own way (weekdays, an evening window, an
 * overnight one, a date range), two opening ranges on weekdays, and the closed card outside them.
 */
function scheduledPlan(show) {
  const ways = [
    { from: null, until: null, days: ["mon", "tue", "wed", "thu", "fri"], window: { from: "17:00", to: "20:00" } },
    { from: null, until: null, days: ["sat", "sun"], window: null },
    { from: null, until: null, days: null, window: { from: "20:00", to: "02:00" } },
    { from: "2026-12-01", until: "2026-12-24", days: null, window: null },
  ];
  const weekday = [
    { from: "09:00", to: "12:30" },
    { from: "13:30", to: "19:00" },
  ];
  return {
    ...show,
    slides: show.slides.map((slide, index) => ({ ...slide, schedule: ways[index % ways.length] })),
    opening_hours: {
      mon: weekday,
      tue: weekday,
      wed: weekday,
      thu: weekday,
      fri: weekday,
      sat: [weekday[0]],
      sun: null,
    },
    after_hours: "closed_card",
  };
}

// ---- the figures ------------------------------------------------------------------
const ms = (value) => (value === null || value === undefined ? "n/a" : `${Math.round(value)} ms`);
const mb = (value) => (value === null || value === undefined ? "n/a" : `${value.toFixed(1)} MB`);
const signed = (value, digits) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}`;
const count = (value) => Math.round(value).toLocaleString("en-US");

/** Least squares of y on x: slope and R². */
function linearFit(points) {
  const n = points.length;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { slope, r2: sxx === 0 || syy === 0 ? 0 : (sxy * sxy) / (sxx * syy) };
}

console.log(`first slide shown (median of ${RUNS}):`);
console.log(
  `  online:  ${ms(median(online.map((t) => t.player)))} (first paint ${ms(median(online.map((t) => t.paint)))})`,
);
console.log(
  `  offline: ${ms(median(offlineFirst.map((t) => t.player)))} (first paint ${ms(median(offlineFirst.map((t) => t.paint)))})`,
);
console.log(
  `long run: ${longRun.transitions} transitions in ${seconds.toFixed(0)} s (${(seconds / Math.max(1, longRun.transitions)).toFixed(2)} s per transition), ${longRun.failures} media failures${stalled ? `, STALLED (no transition for ${STALL_MS / 1000} s)` : ""}`,
);
if (measured.length >= 2) {
  const first = measured[0];
  const last = measured[measured.length - 1];
  const heap = linearFit(measured.map((sample) => [sample.transitions, sample.heapMB]));
  const transitions = last.transitions - first.transitions;
  const wall = (last.at - first.at) / 1000;
  console.log(
    `  after the warm-up (${WARMUP} transitions): ${measured.length} samples at slide 0, transitions ${first.transitions} → ${last.transitions}`,
  );
  console.log(
    `  JS heap slope: ${signed(heap.slope * 1000, 3)} MB per 1,000 transitions (R² ${heap.r2.toFixed(2)}); after GC ${first.heapMB.toFixed(2)} → ${last.heapMB.toFixed(2)} MB`,
  );
  const snapshots = measured.filter((sample) => sample.heap);
  if (snapshots.length >= 2) {
    const slopeOf = (kind) => linearFit(snapshots.map((sample) => [sample.transitions, sample.heap[kind]]));
    const [code, rest] = [slopeOf("codeMB"), slopeOf("restMB")];
    const at = (sample) =>
      `${sample.transitions}: ${sample.heap.codeMB.toFixed(3)} + ${sample.heap.restMB.toFixed(3)} MB`;
    console.log(
      `  of which (${snapshots.length} heap snapshots) compiled code ${signed(code.slope * 1000, 3)} MB per 1,000 transitions (R² ${code.r2.toFixed(2)}), everything else ${signed(rest.slope * 1000, 3)} (R² ${rest.r2.toFixed(2)})`,
    );
    console.log(`    code + rest at transition ${snapshots.map(at).join("; ")}`);
  }
  console.log(`  DOM nodes at slide 0: ${count(first.nodes)} at start, ${count(last.nodes)} at end`);
  console.log(`  JS event listeners at slide 0: ${count(first.listeners)} at start, ${count(last.listeners)} at end`);
  const rss = measured.map((sample) => sample.rendererRssMB).filter((value) => value !== null);
  const rssFit = linearFit(
    measured
      .filter((sample) => sample.rendererRssMB !== null)
      .map((sample) => [sample.transitions, sample.rendererRssMB]),
  );
  console.log(
    `  renderer (pid ${renderer ?? "?"}) RSS: ${mb(first.rendererRssMB)} at start, ${mb(last.rendererRssMB)} at end, median ${mb(rss.length ? median(rss) : null)}, max ${mb(rss.length ? Math.max(...rss) : null)}; slope ${signed(rssFit.slope * 1000, 2)} MB per 1,000 transitions (R² ${rssFit.r2.toFixed(2)})`,
  );
  if (rendererMemory.start && rendererMemory.end) {
    const names = [...new Set([...rendererMemory.start.keys(), ...rendererMemory.end.keys()])]
      .map((name) => [name, rendererMemory.start.get(name) ?? 0, rendererMemory.end.get(name) ?? 0])
      .filter(([, start, end]) => Math.max(start, end) >= 1)
      .sort((a, b) => b[2] - a[2]);
    console.log(
      `  renderer memory by allocator (memory-infra; a parent includes its children), warm-up's end → run's end: ${names.map(([name, start, end]) => `${name} ${start.toFixed(1)} → ${end.toFixed(1)}`).join(", ")} MB`,
    );
  }
  if (first.rendererCpu !== null && last.rendererCpu !== null && transitions > 0) {
    const cpu = last.rendererCpu - first.rendererCpu;
    console.log(
      `  renderer CPU: ${ms((cpu * 1000) / transitions)} per transition, ${(cpu / wall).toFixed(2)} of a core`,
    );
  }
  if (transitions > 0) {
    const gpu = last.gpuCpu - first.gpuCpu;
    const all = last.allCpu - first.allCpu;
    console.log(
      `  GPU process CPU: ${ms((gpu * 1000) / transitions)} per transition; all Chromium processes: ${ms((all * 1000) / transitions)} per transition, ${(all / wall).toFixed(2)} of a core`,
    );
  }
} else {
  console.log(`  too few samples after the warm-up (${measured.length}): run more transitions`);
}
const afterWarmup = measured[0]?.frames ?? { frames: 0, blankFrames: 0 };
console.log(
  `  frames without a slide (the selected cell or a cell on screen without ready media): ${count(longRun.probe.blankFrames - afterWarmup.blankFrames)} of ${count(longRun.probe.frames - afterWarmup.frames)} after the warm-up, ${count(longRun.probe.blankFrames)} of ${count(longRun.probe.frames)} in all; longest run ${longRun.probe.longestRun} frames (${ms(longRun.probe.longestBlankMs)})`,
);
if (longRun.probe.blankFrames) {
  const reasons = Object.entries(longRun.probe.why).map(([why, frames]) => `${why} ${frames}`);
  console.log(`    what was missing (every frame of the long run): ${reasons.join(", ")}`);
  console.log(`    where (the first ${longRun.probe.cases.length}): ${longRun.probe.cases.join("; ")}`);
}
if (reconnects.length) {
  console.log(
    `reconnect: median ${median(reconnects).toFixed(2)} s from the way opening to subscribed again, over ${reconnects.length} drops (server gone, network up; outages ${OUTAGE_MS[0] / 1000}–${OUTAGE_MS[1] / 1000} s); max ${Math.max(...reconnects).toFixed(2)} s; playlist fetched after ${fetchedAfter} of ${reconnects.length}`,
  );
}
console.log(
  `network cut: ${offline.transitions - before} more transitions (${offlineOk ? "unbroken" : "STOPPED"}), frames without a slide ${offline.probe.blankFrames - longRun.probe.blankFrames}`,
);
console.log(
  `schedule: ${schedule.demo.toFixed(4)} ms per decision for the demo show, ${schedule.scheduled.toFixed(4)} ms with a schedule on every style, two opening ranges and the closed card (${SCHEDULE_DECISIONS} decisions over a week each); the player decides once a minute, so at ${TV_TRANSITIONS_PER_MINUTE} slides a minute that is ${(schedule.scheduled / TV_TRANSITIONS_PER_MINUTE).toFixed(4)} ms per transition (and once more when the show changes)`,
);
console.log(`bench:slideshow took ${((Date.now() - benchStarted) / 60_000).toFixed(1)} min in all`);
process.exit(0);
