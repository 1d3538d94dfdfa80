#!/usr/bin/env node
// `npm test`: every layer, then one summary line CI can read.
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// tsc checks on one core; the steps beside it (Biome, the linters, Vitest's workers) use the other, so the
// typecheck runs alongside them, its output held back and printed whole when it ends. The e2e suite, whose
// timings matter, runs alone.
const alongside = ["typecheck", "npm", ["run", "typecheck"]];
const steps = [
  ["lint", "npm", ["run", "lint"]],
  // The document /v1/openapi.json serves, linted by Redocly and Spectral's OWASP ruleset (issue 26).
  ["OpenAPI lint", "npm", ["run", "lint:openapi"]],
  ["unit + worker tests", "npx", ["vitest", "run"]],
];
const last = [
  // Before the e2e suite, which rebuilds with the development tools.
  ["worker bundle", "node", ["scripts/check-worker-bundle.mjs"]],
  ["end-to-end tests", "node", ["scripts/e2e.mjs"]],
];

const results = [];

/** Runs a step beside the others, its output kept in a file and printed whole when it ends. */
function runHeldBack([name, command, args]) {
  const started = Date.now();
  const log = join(mkdtempSync(join(tmpdir(), "stylecast-test-")), `${name}.log`);
  const fd = openSync(log, "w");
  const child = spawn(command, args, { stdio: ["ignore", fd, fd] });
  return new Promise((resolve) => {
    child.on("close", (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      closeSync(fd);
      console.log(`\n━━ ${name} (ran alongside) ━━`);
      process.stdout.write(readFileSync(log));
      resolve({ name, ok: status === 0, seconds });
    });
  });
}

async function run([name, command, args]) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const status = await new Promise((resolve) => spawn(command, args, { stdio: "inherit" }).on("close", resolve));
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

const typecheck = runHeldBack(alongside);
for (const step of steps) await run(step);
results.unshift(await typecheck);
for (const step of last) await run(step);

console.log("\n━━ summary ━━");
for (const { name, ok, seconds } of results) console.log(`${ok ? "✔" : "✘"} ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
