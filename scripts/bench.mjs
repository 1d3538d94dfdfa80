#!/usr/bin/env node
// `npm run bench`: serves the production build in workerd and prints response
// times (median, p95) for key pages and the API, plus what a first visit
// downloads. Figures, not assertions: compare runs, quote medians and ratios.
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";

const PORT = 8797;
const origin = `http://localhost:${PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);

const server = spawn("node", ["scripts/serve.mjs"], {
  env: { ...process.env, PORT: String(PORT), STATE_DIR: ".wrangler/bench-state" },
  stdio: ["ignore", "pipe", "inherit"],
});
const ready = new Promise((resolve, reject) => {
  server.stdout.on("data", (chunk) => String(chunk).includes("is running at") && resolve());
  server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

await ready;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function time(path, init) {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function measure(label, path, init, rounds = ROUNDS) {
  for (let i = 0; i < 5; i++) await time(path, init); // warm-up
  const samples = [];
  for (let i = 0; i < rounds; i++) samples.push((await time(path, init)).ms);
  samples.sort((a, b) => a - b);
  return { label, median: percentile(samples, 50), p95: percentile(samples, 95) };
}

const apiKey = (await import("node:fs")).readFileSync(".dev.vars", "utf8").match(/^API_KEY=(.*)$/m)?.[1];
const rows = [
  await measure("GET / (home, SSR)", "/"),
  await measure("GET /explore (SSR)", "/explore"),
  await measure("GET /login (SSR)", "/login"),
  await measure("GET /does-not-exist (404)", "/does-not-exist"),
  await measure("GET /v1/health (D1 round trip)", "/v1/health"),
  await measure("POST /v1/users/verify", "/v1/users/verify", {
    method: "POST",
    headers: { "X-API-Key": apiKey, "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.7" },
    body: JSON.stringify({ referral_code: "DEMO2026" }),
  }),
];

console.log(`\nResponse times over ${ROUNDS} sequential requests (ms, local workerd, production build):`);
console.table(
  rows.map(({ label, median, p95 }) => ({ request: label, median: median.toFixed(1), p95: p95.toFixed(1) })),
);

// What a first visit to the home page downloads (gzip, as Cloudflare would serve it).
const html = await (await fetch(`${origin}/`)).text();

// Issue 24: a scan's redirect (a D1 lookup, the count handed to the cable object without waiting) against a
// static asset on the same server, 1,000 sequential requests each, interleaved in rounds of 100 so that a busy
// moment of the machine falls on both alike. The code is a demo shop's window sticker (/q/p{account_id}).
const SCAN_ROUNDS = Number(process.env.BENCH_SCAN_ROUNDS ?? 1000);
const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
const accountId = sitemap.match(/account_id=([\w-]{10})\b/)?.[1];
const staticAsset = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
if (!accountId || !staticAsset) throw new Error("bench: no demo account or static asset found (run npm run setup)");
const scanInit = { redirect: "manual", headers: { "User-Agent": "Mozilla/5.0 (iPhone) bench" } };
const check = await fetch(`${origin}/q/p${accountId}`, scanInit);
if (check.status !== 302) throw new Error(`bench: /q/p${accountId} answered ${check.status}`);
const scanSamples = { scan: [], asset: [] };
for (let done = 0; done < SCAN_ROUNDS; done += 100) {
  const batch = Math.min(100, SCAN_ROUNDS - done);
  for (let i = 0; i < batch; i++) scanSamples.asset.push((await time(staticAsset)).ms);
  for (let i = 0; i < batch; i++) scanSamples.scan.push((await time(`/q/p${accountId}`, scanInit)).ms);
}
const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const scanFigures = summary(scanSamples.scan);
const assetFigures = summary(scanSamples.asset);
console.log(`\nScan redirect vs a static asset, ${SCAN_ROUNDS} requests each (ms):`);
console.table([
  { request: "GET /q/{code} (302, counted)", median: scanFigures.median.toFixed(2), p95: scanFigures.p95.toFixed(2) },
  { request: `GET ${staticAsset} (static)`, median: assetFigures.median.toFixed(2), p95: assetFigures.p95.toFixed(2) },
]);
console.log(
  `Ratio scan/static: median ${(scanFigures.median / assetFigures.median).toFixed(2)}×, p95 ${(scanFigures.p95 / assetFigures.p95).toFixed(2)}× (budget: 2×)`,
);
const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
let js = 0;
let css = 0;
for (const asset of new Set(assets)) {
  const bytes = gzipSync(Buffer.from(await (await fetch(`${origin}${asset}`)).arrayBuffer())).length;
  if (asset.endsWith(".css")) css += bytes;
  else js += bytes;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log("First visit to / (gzip):");
console.table([{ html: kb(gzipSync(Buffer.from(html)).length), css: kb(css), "js (preloaded modules)": kb(js) }]);
stop();
process.exit(0);
