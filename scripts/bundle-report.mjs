#!/usr/bin/env node
// What the Worker upload is made of: reads the server build's source maps and
// charges every byte of build/server/**/*.js to the module it came from, then
// sums them by package (node_modules) or by folder (our own code).
//   node scripts/bundle-report.mjs [build/server] [--modules] [--top N] [--json]
// `--modules` lists single source files instead of packages.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** The generated column and source index of every segment, line by line (the Source Map v3 VLQ format). */
function* segments(mappings) {
  let source = 0;
  const lines = mappings.split(";");
  for (let line = 0; line < lines.length; line++) {
    let column = 0;
    for (const segment of lines[line].split(",")) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT[char];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      yield { line, column, source: fields.length > 1 ? source : null };
    }
  }
}

/** Bytes per source file of one built chunk; generated code no source claims (imports, exports, glue) is "(unmapped)". */
export function bytesBySource(code, map) {
  const lines = code.split("\n");
  const lineStart = [];
  let offset = 0;
  for (const text of lines) {
    lineStart.push(offset);
    offset += Buffer.byteLength(text) + 1;
  }
  const ascii = code.length === Buffer.byteLength(code);
  const byteAt = (line, column) => lineStart[line] + (ascii ? column : Buffer.byteLength(lines[line].slice(0, column)));
  const sizes = new Map();
  const add = (name, bytes) => sizes.set(name, (sizes.get(name) ?? 0) + bytes);
  let previous = null;
  const close = (end) => {
    if (previous) add(previous.source === null ? "(unmapped)" : map.sources[previous.source], end - previous.at);
  };
  for (const segment of segments(map.mappings)) {
    if (segment.line >= lines.length) break;
    const at = byteAt(segment.line, segment.column);
    // A segment runs to the next one, across line ends: indentation and newlines belong to the code before them.
    close(at);
    previous = { ...segment, at };
  }
  close(Buffer.byteLength(code));
  const mapped = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
  add("(unmapped)", Buffer.byteLength(code) - mapped);
  return sizes;
}

/** A package (`zod/v4/locales`, `@sentry/core`…) or our own folder (`workers/dev`, `app/routes/dev`). */
export function groupOf(source) {
  const path = source.replace(/^(\.\.\/)+/, "").replace(/\?.*$/, "");
  const inModules = path.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const parts = path.slice(inModules + "node_modules/".length).split("/");
    const name = parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
    // zod's locales are worth seeing on their own: they are the one part of zod nobody here calls.
    if (name === "zod" && path.includes("/locales/")) return "zod (locales)";
    return name;
  }
  if (path.startsWith("(") || path.startsWith("\0") || path.startsWith("virtual:")) return path;
  const parts = path.split("/");
  return parts.length > 2 ? parts.slice(0, parts.length - 1).join("/") : parts[0];
}

/** Every .js file the Worker uploads under `dir` with its bytes by source file. */
export function readServerBuild(dir) {
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".js"));
  return files.map((file) => {
    const code = readFileSync(join(dir, file), "utf8");
    let map = null;
    try {
      map = JSON.parse(readFileSync(join(dir, `${file}.map`), "utf8"));
    } catch {}
    const sizes = map ? bytesBySource(code, map) : new Map([["(no source map)", Buffer.byteLength(code)]]);
    return { file, bytes: Buffer.byteLength(code), sizes };
  });
}

function main() {
  const args = process.argv.slice(2);
  const flag = (name) => args.includes(name);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const dir = args.find((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--top") ?? "build/server";
  const top = Number(option("--top") ?? 25);
  const chunks = readServerBuild(dir);
  const totals = new Map();
  for (const { sizes } of chunks) {
    for (const [source, bytes] of sizes) {
      const key = flag("--modules") ? relative(".", source.replace(/^(\.\.\/)+/, "")) : groupOf(source);
      totals.set(key, (totals.get(key) ?? 0) + bytes);
    }
  }
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  if (flag("--json")) {
    console.log(JSON.stringify({ total, rows: Object.fromEntries(rows) }, null, 2));
    return;
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(1).padStart(8)} KiB`;
  for (const { file, bytes } of chunks) console.log(`${kib(bytes)}  ${file}`);
  console.log(`${kib(total)}  total (before gzip)\n`);
  for (const [name, bytes] of rows.slice(0, top)) console.log(`${kib(bytes)}  ${name}`);
  const rest = rows.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
  if (rest) console.log(`${kib(rest)}  (${rows.length - top} more)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
