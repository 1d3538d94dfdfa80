#!/usr/bin/env node
// `npm run bench:pages` (issue 10): Lighthouse on the visitor pages of the demo
// data, as a phone on slow mobile data sees them. Builds when stale, serves
// the build in workerd (production mode) on its own port and database, and puts a local HTTP/2
// proxy that compresses like the edge (brotli) in front of it: the local
// server does neither, which skews Lighthouse's simulation. For each of Home,
// Explore, a search result, an about-me page, a stylist page and a style detail
// it prints the median over BENCH_PAGES_RUNS runs (mobile preset, simulated
// throttling, Debian's Chromium) of the performance and accessibility scores,
// LCP, TBT, CLS and the compressed JavaScript the page loads. A run that crashed or measured nothing is retried
// (BENCH_PAGES_ATTEMPTS) and never folded into a median: the table says how many runs each median is of, and
// the failures are listed under it (the exit code is then 1). Then the
// requests per second of the about-me page next to a static asset of the same
// server, as a ratio: rendered every time (SSR), as cache misses (render plus
// cache write) and as visitors get it (edge cache), medians of
// BENCH_PAGES_LOAD_ROUNDS rounds of BENCH_PAGES_LOAD_SECONDS each. Figures, not assertions: other load on the machine shows in them.
import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { devApiKey, median, startBench } from "./bench-server.mjs";
import { ensureChromium } from "./find-chromium.mjs";

const PROXY_PORT = Number(process.env.BENCH_PAGES_PROXY_PORT ?? 8800);
const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_PAGES_LOAD_SECONDS ?? 3);
const LOAD_ROUNDS = Number(process.env.BENCH_PAGES_LOAD_ROUNDS ?? 9);
/** A comma-separated list of page names ("Style detail,About-me") measures only those; 0 load rounds skips throughput. */
const ONLY = process.env.BENCH_PAGES_ONLY?.split(",").map((name) => name.trim().toLowerCase());

// ---- build (only when needed), database, server ----------------------------
// Production mode: the API's contract check (a development aid) is off.
const { origin, server } = await startBench("pages", 8799, { production: true });

// ---- an HTTP/2 proxy that compresses like the edge ---------------------------
const certDir = mkdtempSync(join(tmpdir(), "bench-pages-"));
execFileSync(
  "openssl",
  [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
    ...["-keyout", join(certDir, "key.pem"), "-out", join(certDir, "cert.pem")],
  ],
  { stdio: "ignore" },
);
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);
const proxy = http2.createSecureServer({
  key: readFileSync(join(certDir, "key.pem")),
  cert: readFileSync(join(certDir, "cert.pem")),
});
proxy.on("stream", async (stream, headers) => {
  try {
    const response = await fetch(`${origin}${headers[":path"]}`, {
      method: headers[":method"],
      headers: Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !name.startsWith(":") && !["host", "accept-encoding"].includes(name),
        ),
      ),
      redirect: "manual",
    });
    let body = Buffer.from(await response.arrayBuffer());
    const out = { ":status": response.status };
    for (const [name, value] of response.headers) if (!HOP_BY_HOP.has(name)) out[name] = value;
    if (COMPRESSIBLE.test(response.headers.get("content-type") ?? "") && body.length > 0) {
      body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
      out["content-encoding"] = "br";
    }
    out["content-length"] = String(body.length);
    stream.respond(out);
    stream.end(body);
  } catch (error) {
    if (!stream.closed) {
      stream.respond({ ":status": 502 });
      stream.end(String(error));
    }
  }
});
await new Promise((done) => proxy.listen(PROXY_PORT, "127.0.0.1", done));
const edge = `https://localhost:${PROXY_PORT}`;

// ---- the pages of the demo data ------------------------------------------------
const api = async (path) =>
  (await (await fetch(`${origin}/v1/public${path}`, { headers: { "X-API-Key": devApiKey() } })).json()).data;
const gallery = await api("/gallery?q=salon%20demo");
const accountId = gallery.styles[0].account_id;
const profile = await api(`/accounts/${accountId}`);
const PAGES = [
  ["Home", "/"],
  ["Explore", "/explore"],
  ["Search result", "/explore?q=berlin"],
  ["About-me", `/salon-demo/me?account_id=${accountId}`],
  ["Stylist", `/salon-demo/stylist/${accountId}`],
  // A video's page and a picture's: their largest paint is the poster or the picture.
  ["Style detail", `/salon-demo/${profile.styles.find((style) => style.is_video).id}/style`],
  ["Style detail (picture)", `/salon-demo/${profile.styles.find((style) => !style.is_video).id}/style`],
].filter(([name]) => !ONLY || ONLY.includes(name.toLowerCase()));

// ---- Lighthouse --------------------------------------------------------------
const launchChrome = () =>
  launch({
    chromePath: ensureChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--ignore-certificate-errors", "--no-first-run"],
  });
let chrome = await launchChrome();
/** Attempts per run: a run whose Lighthouse crashed or measured nothing is tried again, up to this many times. */
const ATTEMPTS = Number(process.env.BENCH_PAGES_ATTEMPTS ?? 3);
const METRICS = ["performance", "accessibility", "lcp", "tbt", "cls", "js"];

/** One Lighthouse run of a page: its figures, or why it measured nothing (a crash, a runtime error, a missing metric). */
async function measure(url) {
  let result;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
  } catch (error) {
    // The browser may be gone with it: the next attempt gets a fresh one.
    await Promise.resolve(chrome.kill()).catch(() => {});
    chrome = await launchChrome();
    return { error: `Lighthouse crashed: ${error instanceof Error ? error.message : String(error)}` };
  }
  const lhr = result?.lhr;
  if (!lhr) return { error: "Lighthouse returned no report" };
  // BENCH_PAGES_SAVE=dir keeps every report, to open in Lighthouse's viewer or read with jq.
  if (process.env.BENCH_PAGES_SAVE) {
    mkdirSync(process.env.BENCH_PAGES_SAVE, { recursive: true });
    writeFileSync(
      join(process.env.BENCH_PAGES_SAVE, `${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`),
      result.report,
    );
  }
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const score = (category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === "number" ? Math.round(value * 100) : undefined;
  };
  const figures = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue,
    tbt: lhr.audits["total-blocking-time"]?.numericValue,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
    js: requests
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
  // A metric Lighthouse could not compute is undefined (or null): it would sort last and skew the median.
  const missing = METRICS.filter((key) => !Number.isFinite(figures[key]));
  if (missing.length) return { error: `no ${missing.join(", ")} measured` };
  // What to mend when a figure is short: the element that was the LCP, and every accessibility audit that failed.
  const lcpParts = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const lcpElement = lcpParts.find((item) => item.type === "node");
  const lcpSubparts = lcpParts.find((item) => item.type === "table")?.items ?? [];
  const failedAudits = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit?.score !== null && audit?.score !== undefined && audit.score < 1)
    .map((audit) => audit.id);
  return {
    figures,
    lcpElement: lcpElement?.snippet?.slice(0, 60),
    lcpSubparts: lcpSubparts.map((part) => `${part.subpart} ${Math.round(part.duration)}`).join(", "),
    failedAudits,
  };
}

const rows = [];
/** Per page, each run's LCP, its element and failed accessibility audits, printed under the table. */
const findings = [];
/** Every attempt that measured nothing, retried or not: printed under the table, never folded into a median. */
const failures = [];
for (const [name, path] of PAGES) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const outcome = await measure(`${edge}${path}`);
      if (outcome.figures) {
        runs.push(outcome.figures);
        findings.push({
          page: name,
          run: run + 1,
          "LCP (s)": (outcome.figures.lcp / 1000).toFixed(2),
          "LCP element": outcome.lcpElement ?? "(none)",
          "its parts (ms, observed)": outcome.lcpSubparts,
          "failed a11y audits": outcome.failedAudits.join(", ") || "none",
        });
        break;
      }
      failures.push({ page: name, run: run + 1, attempt, error: outcome.error });
    }
  }
  if (runs.length === 0) {
    rows.push({ page: name, runs: `0 of ${RUNS}: no figures` });
    continue;
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  rows.push({
    page: name,
    // Medians of the runs that measured; fewer than asked for is said here, and why under the table.
    runs: runs.length === RUNS ? String(RUNS) : `${runs.length} of ${RUNS}`,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    "LCP (s)": (pick("lcp") / 1000).toFixed(2),
    "TBT (ms)": Math.round(pick("tbt")),
    CLS: pick("cls").toFixed(3),
    "JS (KB, compressed)": (pick("js") / 1024).toFixed(1),
  });
}
await chrome.kill();
console.log(
  `\nLighthouse ${RUNS > 1 ? `medians of ${RUNS} runs` : "(one run)"}, mobile, simulated throttling, via HTTP/2 + brotli:`,
);
console.table(rows);
console.log("\nEach run's LCP, its element and parts, and the accessibility audits it failed:");
console.table(findings);
if (failures.length) {
  console.log(`\nLighthouse runs that measured nothing (each tried up to ${ATTEMPTS} times; none is in a median):`);
  console.table(failures);
}
const incomplete = rows.filter((row) => row.runs !== String(RUNS));
if (incomplete.length) {
  console.log(`\nFewer runs than asked for: ${incomplete.map((row) => `${row.page} (${row.runs})`).join(", ")}.`);
  process.exitCode = 1;
}

// ---- throughput: about-me next to a static asset ----------------------------
const aboutMe = PAGES.find(([name]) => name === "About-me")?.[1];
if (LOAD_ROUNDS > 0 && aboutMe) await measureThroughput(aboutMe);
proxy.close();
await server.stop();
process.exit(process.exitCode ?? 0);

/** Requests per second of about-me (`aboutMe`): rendered, as cache misses, from the edge cache; and of a static asset. */
async function measureThroughput(aboutMe) {
  let counter = 0; // across calls: the cache-miss addresses never repeat
  async function requestsPerSecond(makePath, concurrency = 16, init = {}, seconds = LOAD_SECONDS) {
    const until = performance.now() + seconds * 1000;
    let done = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          const response = await fetch(`${origin}${makePath(counter++)}`, init);
          await response.arrayBuffer();
          if (response.ok) done++;
        }
      }),
    );
    return done / seconds;
  }
  /**
   * A toast cookie as a browser keeps one after the signing secret was rotated: well formed, signed with a secret
   * the server no longer has. It shows nothing, and like any toast cookie it keeps the page out of the edge cache.
   */
  const staleToast = () => {
    const value = btoa("{}");
    const signature = createHmac("sha256", "a rotated-out secret").update(value).digest("base64").replace(/=+$/, "");
    return `sc_toast=${encodeURIComponent(`${value}.${signature}`)}`;
  };
  const LOADS = [
    ["static asset /favicon.svg", () => "/favicon.svg", {}],
    // Rendered every time: the stale toast cookie keeps each request out of the edge cache. The server also checks
    // its signature and answers with its removal, which a real browser would heed after the first page.
    ["about-me, rendered (SSR)", () => aboutMe, { headers: { Cookie: staleToast() } }],
    // A new address each time: every request a cache miss that renders the page and also writes it to the cache.
    ["about-me, cache misses", (n) => `${aboutMe}&bench=${n}`, {}],
    ["about-me, edge cache", () => aboutMe, {}],
  ];
  // Each kind warmed up first (a page measured cold runs unoptimised code for its first seconds), then the kinds
  // taken in turn, round after round: a slower spell of the machine lands on all of them, and each round's ratios
  // are to that round's asset. The order is fixed so that the asset and the rendered page never run while the
  // cache writes the misses leave behind are still going: only the edge-cache row follows those (a lower bound).
  for (const [, makePath, init] of LOADS) await requestsPerSecond(makePath, 16, init, 2);
  const rounds = LOADS.map(() => []);
  for (let round = 0; round < LOAD_ROUNDS; round++) {
    for (const [index, [, makePath, init]] of LOADS.entries()) {
      rounds[index].push(await requestsPerSecond(makePath, 16, init));
    }
  }
  console.log(
    `\nThroughput, medians of ${LOAD_ROUNDS} rounds of ${LOAD_SECONDS} s each, 16 at a time (local workerd, 1 process;` +
      " 'vs asset' is the median of each round's ratio, not the quotient of the medians):",
  );
  console.table(
    LOADS.map(([request], index) => {
      const ratios = rounds[index].map((value, round) => value / rounds[0][round]);
      return {
        request,
        "req/s": median(rounds[index]).toFixed(0),
        "vs asset": median(ratios).toFixed(3),
        // How far single rounds strayed: the machine's noise, next to the figure it blurs.
        "rounds' range": `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
      };
    }),
  );
}
