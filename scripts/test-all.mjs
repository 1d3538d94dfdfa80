#!/usr/bin/env node
// `npm test`: every layer in order, then one summary line CI can read.
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  // The document /v1/openapi.json serves, linted by Redocly and Spectral's OWASP ruleset (issue 26).
  ["OpenAPI lint", "npm", ["run", "lint:openapi"]],
  ["unit + worker tests", "npx", ["vitest", "run"]],
  // Before the e2e suite, which rebuilds with the development tools.
  ["worker bundle", "node", ["scripts/check-worker-bundle.mjs"]],
  ["end-to-end tests", "node", ["scripts/e2e.mjs"]],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log("\n━━ summary ━━");
for (const { name, ok, seconds } of results) console.log(`${ok ? "✔" : "✘"} ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
