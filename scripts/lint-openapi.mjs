#!/usr/bin/env node
// `npm test`'s OpenAPI step (issue 26): writes the document `GET /v1/openapi.json` serves, from the Worker's API
// app in-process (bundled for Node with esbuild; no server), and lints it with Redocly's recommended rules
// (redocly.yaml) and Spectral's OWASP ruleset (.spectral.yaml). Fails on any error of either; warnings are listed
// by rule. `--out FILE` writes the document elsewhere (default test-results/openapi/openapi.json).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const root = resolve(import.meta.dirname, "..");
const outIndex = process.argv.indexOf("--out");
const out = resolve(root, outIndex > 0 ? process.argv[outIndex + 1] : "test-results/openapi/openapi.json");

/** The document as the Worker serves it: the app answers a request made in-process, with a test configuration. */
async function writeDocument() {
  const entry = `
    import { api } from "./workers/api/app";
    const env = { APP_ENV: "test", SESSION_SECRET: "s".repeat(32), API_KEY: "k".repeat(16), PASSWORD_PEPPER: "p".repeat(16) };
    const response = await api.request("/v1/openapi.json", {}, env);
    if (response.status !== 200) throw new Error("GET /v1/openapi.json answered " + response.status + ": " + (await response.text()));
    export const document = await response.json();
  `;
  const bundle = await esbuild.build({
    stdin: { contents: entry, resolveDir: root, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    tsconfig: resolve(root, "tsconfig.base.json"),
    logLevel: "error",
    // Only the Durable Object's base class comes from the runtime; the document never reaches it.
    plugins: [
      {
        name: "workerd-modules",
        setup(build) {
          build.onResolve({ filter: /^cloudflare:/ }, (args) => ({ path: args.path, namespace: "workerd" }));
          build.onLoad({ filter: /.*/, namespace: "workerd" }, () => ({ contents: "export class DurableObject {}" }));
        },
      },
    ],
  });
  const module = resolve(dirname(out), "document.mjs");
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(module, bundle.outputFiles[0].text);
  const { document } = await import(pathToFileURL(module).href);
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
}

const require = createRequire(import.meta.url);
/** A linter's CLI, run on this Node (the one `npm test` brings), in the repository root where its config lives. */
const run = (cli, args) => {
  const { stdout, stderr, status } = spawnSync(process.execPath, [require.resolve(cli), ...args], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { stdout, stderr, status };
};

/** Redocly's problems: `severity` error or warn. */
function redocly() {
  // Relative: .redocly.lint-ignore.yaml names the document by its path from the repository root.
  const document = relative(root, out);
  const { stdout, stderr } = run("@redocly/cli/bin/cli.js", [
    "lint",
    document,
    "--format=json",
    "--max-problems=10000",
  ]);
  try {
    return JSON.parse(stdout).problems.map((problem) => ({
      severity: problem.severity === "error" ? "error" : "warning",
      rule: problem.ruleId,
      where: problem.location?.[0]?.pointer ?? "",
      message: problem.message,
    }));
  } catch {
    throw new Error(`redocly lint failed to run:\n${stdout}\n${stderr}`);
  }
}

const SPECTRAL_SEVERITY = ["error", "warning", "info", "hint"];

/** Spectral's problems with the OWASP ruleset: severity 0 is an error, 1 a warning. */
function spectral() {
  const { stdout, stderr } = run("@stoplight/spectral-cli/dist/index.js", [
    "lint",
    out,
    "--ruleset",
    ".spectral.yaml",
    "--format=json",
    "--quiet",
    "--fail-severity=error",
  ]);
  try {
    return JSON.parse(stdout).map((problem) => ({
      severity: SPECTRAL_SEVERITY[problem.severity],
      rule: problem.code,
      where: `#/${problem.path.map((part) => String(part).replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`,
      message: problem.message,
    }));
  } catch {
    throw new Error(`spectral lint failed to run:\n${stdout}\n${stderr}`);
  }
}

/** Prints every error, and the warnings counted by rule; true when there is no error. */
function report(name, problems) {
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  for (const { rule, where, message } of errors) console.log(`  ✘ ${rule} ${where}\n      ${message}`);
  const byRule = new Map();
  for (const { rule } of warnings) byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
  for (const [rule, count] of byRule) console.log(`  ⚠ ${rule}: ${count}`);
  console.log(`${errors.length === 0 ? "✔" : "✘"} ${name}: ${errors.length} errors, ${warnings.length} warnings`);
  return errors.length === 0;
}

const started = Date.now();
await writeDocument();
console.log(`OpenAPI document written to ${out}`);
const clean = [report("redocly lint (recommended)", redocly()), report("spectral lint (OWASP)", spectral())];
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(clean.every(Boolean) ? 0 : 1);
