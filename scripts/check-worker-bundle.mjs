#!/usr/bin/env node
// `npm run check:bundle`: builds the Worker as `npm run build` does (DEV_TOOLS=off), asks wrangler what a deploy
// would upload (`wrangler deploy --dry-run`), and fails when the upload passes its budget or when a module that
// only development needs is in it (docs/decisions/0023-lean-worker-bundle.md). `--no-build` checks build/ as it is.
// Leaves a production build in build/: the e2e and `npm start` builds make their own.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { groupOf, readServerBuild } from "./bundle-report.mjs";

/** The upload the README quotes stays under this (issue 22: 1.6 MiB). */
const BUDGET_KIB = 1.6 * 1024;

/** Source files (paths from the repository root or inside node_modules) that must not reach production. */
const DEV_ONLY = [
  [/^workers\/dev\//, "the demo seed and its media"],
  [/^workers\/api\/routes\/dev\.ts$/, "the /v1/dev test seams"],
  [/^workers\/api\/contract-check\.ts$/, "the contract check"],
  [/^app\/routes\/dev\//, "the /dev pages"],
  [/^app\/lib\/dev-only\.server\.ts$/, "the /dev pages' guard"],
  [/^node_modules\/zod\/v4\/locales\/(?!en\.js$)/, "a zod locale other than English"],
  [/^node_modules\/@rails\/actioncable\//, "the browser's cable client"],
  [/^node_modules\/@sentry\/opentelemetry\//, "Sentry's OpenTelemetry tracer"],
];

const env = { ...process.env, DEV_TOOLS: "off", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
if (!process.argv.includes("--no-build")) {
  // Quiet unless it fails: the client build's warnings (mediabunny's BigInt literals) are not this check's business.
  try {
    execFileSync("npx", ["react-router", "build"], { stdio: "pipe", env });
  } catch (error) {
    process.stderr.write(String(error.stdout ?? "") + String(error.stderr ?? ""));
    throw error;
  }
}

const outdir = mkdtempSync(join(tmpdir(), "stylecast-bundle-"));
let report;
try {
  report = execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], { env, encoding: "utf8" });
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
const total = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(report);
if (!total) throw new Error(`wrangler's dry run printed no total:\n${report}`);
const [uploadKib, gzipKib] = [Number(total[1]), Number(total[2])];

const problems = [];
if (uploadKib > BUDGET_KIB) problems.push(`the upload is ${uploadKib} KiB, over the budget of ${BUDGET_KIB} KiB`);
const bySource = new Map();
for (const { sizes } of readServerBuild("build/server")) {
  for (const [source, bytes] of sizes) {
    const path = source.replace(/^(\.\.\/)+/, "").replace(/^.*?(node_modules\/)/, "$1");
    bySource.set(path, (bySource.get(path) ?? 0) + bytes);
  }
}
for (const [path, bytes] of bySource) {
  const rule = DEV_ONLY.find(([pattern]) => pattern.test(path));
  if (rule) problems.push(`${path} (${rule[1]}, ${(bytes / 1024).toFixed(1)} KiB) is in the production Worker`);
}

const byGroup = new Map();
for (const [path, bytes] of bySource) byGroup.set(groupOf(path), (byGroup.get(groupOf(path)) ?? 0) + bytes);
const largest = [...byGroup]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
  .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(0)} KiB`);
console.log(`Worker upload: ${uploadKib} KiB / gzip: ${gzipKib} KiB (budget ${BUDGET_KIB} KiB)`);
console.log(`Largest: ${largest.join(", ")}`);
for (const problem of problems) console.error(`✘ ${problem}`);
if (problems.length === 0) console.log("✔ within budget, and no development-only module in it");
process.exit(problems.length === 0 ? 0 : 1);
