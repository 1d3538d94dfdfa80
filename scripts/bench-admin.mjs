#!/usr/bin/env node
// npm run bench:admin (issue 13): the admin console at scale. Seeds 10,000
// subscribers with 50,000 styles and 2,000 screens into its own local state
// (.wrangler/bench-admin-state, never the dev or e2e database), serves the
// build on :8795, and prints the median time of each admin list as the API
// answers it in production mode (localhost, so server time plus a loopback hop): the subscribers
// sorted by each column (first and last page), the upload requests and the
// analytics tab, by runtime and (issue 36) by the plays, scans, visits and taps
// of the last 30 days, over 30 days of hourly counters. Then EXPLAIN QUERY PLAN
// for each of those queries, which must walk an index rather than sort in a
// temporary B-tree.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import {
  benchTarget,
  buildAndMigrate,
  DEMO_ADMIN,
  median,
  serveProductionSeeded,
  signInDemo,
} from "./bench-server.mjs";

const target = benchTarget("admin", 8795);
const { origin } = target;
const { STATE_DIR } = target.env;
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 9);
const TARGET_MS = 100;
const SUBSCRIBERS = 10_000;
const STYLES_PER_SUBSCRIBER = 5;
const SCREENS = 2_000;
/** Hourly counter rows a day: per account with a screen (plays, scans) and per account (visits, taps). */
const PLAY_HOURS = 8;
const SCAN_HOURS = 2;
const VISIT_HOURS = 2;
const TAP_HOURS = 1;
const COUNTED_DAYS = 30;
const env = {
  ...target.env,
  CI: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

// The queries themselves, from the modules the API runs (bundled here, path aliases and all).
const bundled = await build({
  stdin: {
    contents: `export { subscriberPageSql, UPLOAD_REQUESTS_SQL } from "./workers/db/admin.ts";
      export { analyticsPageSql } from "./workers/db/screen-analytics.ts";
      export { SUBSCRIBER_SORTS, ANALYTICS_SORTS, ADMIN_PAGE_SIZE } from "./contract/admin.ts";`,
    resolveDir: process.cwd(),
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "neutral",
  plugins: [
    {
      name: "contract-alias",
      setup: (esbuild) =>
        esbuild.onResolve({ filter: /^@contract\// }, (args) => ({
          path: join(process.cwd(), "contract", `${args.path.slice("@contract/".length)}.ts`),
        })),
    },
  ],
  write: false,
  logLevel: "silent",
});
const queries = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString("base64")}`
);

const wranglerD1 = (args) =>
  execFileSync("npx", ["wrangler", "d1", ...args, "DB", "--local", "--persist-to", STATE_DIR].flat(), {
    env,
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  }).toString();

// A fresh database every run, so the figures are always for exactly this data.
rmSync(STATE_DIR, { recursive: true, force: true });
mkdirSync(STATE_DIR, { recursive: true });
buildAndMigrate("bench:admin", env);

console.log(
  `bench:admin: seeding ${SUBSCRIBERS} subscribers, ${SUBSCRIBERS * STYLES_PER_SUBSCRIBER} styles, ${SCREENS} screens, ` +
    `${COUNTED_DAYS} days of plays, scans, visits and taps…`,
);
const seedFile = join(STATE_DIR, "seed.sql");
writeFileSync(seedFile, seedSql());
const seedStart = performance.now();
wranglerD1(["execute", "--file", seedFile]);
console.log(`bench:admin: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

// The demo admin is seeded too; the figures are taken in production mode.
const server = await serveProductionSeeded(env);

const { auth: headers } = await signInDemo(origin, DEMO_ADMIN);

async function timed(path) {
  const started = performance.now();
  const response = await fetch(`${origin}/v1/admin/${path}`, { headers });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

async function measure(path) {
  const first = await timed(path); // warm-up
  await timed(path);
  const times = [];
  for (let run = 0; run < RUNS; run++) times.push((await timed(path)).ms);
  return { median: median(times), body: first.body };
}

const rows = [];
const record = (label, result) => {
  rows.push({ label, median: result.median });
  return result;
};

const total = (await timed("subscribers")).body.data.total;
const lastPage = Math.ceil(total / queries.ADMIN_PAGE_SIZE);
for (const sort of queries.SUBSCRIBER_SORTS) {
  for (const dir of ["asc", "desc"]) {
    record(`subscribers sort=${sort} dir=${dir} page 1`, await measure(`subscribers?sort=${sort}&dir=${dir}`));
    record(
      `subscribers sort=${sort} dir=${dir} page ${lastPage}`,
      await measure(`subscribers?sort=${sort}&dir=${dir}&page=${lastPage}`),
    );
  }
}
record("subscribers search q=bench-0042", await measure("subscribers?q=bench-0042"));
const requests = record("upload requests page 1", await measure("upload_requests"));
const requestPages = requests.body.data.page_count;
record(`upload requests page ${requestPages}`, await measure(`upload_requests?page=${requestPages}`));
for (const sort of queries.ANALYTICS_SORTS) {
  const analytics = record(`analytics sort=${sort} page 1`, await measure(`portfolios_sessions?sort=${sort}`));
  const pages = analytics.body.data.page_count;
  record(`analytics sort=${sort} page ${pages}`, await measure(`portfolios_sessions?sort=${sort}&page=${pages}`));
}
await server.stop();

console.log(`\nMedian of ${RUNS} runs after a warm-up (${total} subscribers; target ≤ ${TARGET_MS} ms each):`);
const width = Math.max(...rows.map((row) => row.label.length));
for (const row of rows) {
  const flag = row.median <= TARGET_MS ? "" : "  OVER TARGET";
  console.log(`  ${row.label.padEnd(width)}  ${row.median.toFixed(1).padStart(7)} ms${flag}`);
}

// The plans, from the same database file.
console.log("\nEXPLAIN QUERY PLAN (each sort walks an index; no 'USE TEMP B-TREE FOR ORDER BY'):");
const explain = (label, sql, params) => {
  let bound = sql;
  for (const [index, value] of params.entries()) bound = bound.replaceAll(`?${index + 1}`, value);
  const [result] = JSON.parse(wranglerD1(["execute", "--json", "--command", `EXPLAIN QUERY PLAN ${bound}`]));
  const plan = result.results.map((step) => step.detail);
  const sorts = plan.some((detail) => /TEMP B-TREE FOR (ORDER BY|RIGHT PART)/.test(detail));
  console.log(`  ${label}${sorts ? "  ← sorts in memory" : ""}`);
  for (const detail of plan) console.log(`      ${detail}`);
  return !sorts;
};
let allIndexed = true;
for (const sort of queries.SUBSCRIBER_SORTS) {
  const sql = queries.subscriberPageSql({ sort, dir: "desc" }).rows;
  allIndexed = explain(`subscribers sort=${sort}`, sql, ["''", "20", "0"]) && allIndexed;
}
allIndexed = explain("upload requests", queries.UPLOAD_REQUESTS_SQL, ["20", "0"]) && allIndexed;
for (const sort of queries.ANALYTICS_SORTS) {
  const sql = queries.analyticsPageSql({ sort, dir: "desc" });
  for (const [part, statement] of Object.entries(sql)) {
    allIndexed = explain(`analytics sort=${sort} (${part})`, statement, ["'2026-01-01'", "20", "0"]) && allIndexed;
  }
}
const slow = rows.filter((row) => row.median > TARGET_MS);
console.log(
  `\n${slow.length === 0 ? "All within" : `${slow.length} over`} ${TARGET_MS} ms; ${allIndexed ? "every sort uses an index" : "some sort does not use an index"}.`,
);
process.exit(slow.length === 0 && allIndexed ? 0 : 1);

/** The bench data as SQL: multi-row INSERTs of made-up but plausible rows, the same every run. */
function seedSql() {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  const pad = (n, width = 5) => String(n).padStart(width, "0");
  const quote = (value) => (value === null ? "NULL" : `'${String(value).replaceAll("'", "''")}'`);
  const day = 86_400_000;
  const start = Date.parse("2024-01-01T00:00:00Z");
  const iso = (ms) => new Date(ms).toISOString();
  const firstNames = [
    "Anna",
    "Ben",
    "Chiara",
    "Deniz",
    "Elif",
    "Felix",
    "Greta",
    "Hamid",
    "Ida",
    "Jonas",
    "Kemal",
    "Lea",
  ];
  const lastNames = [
    "Müller",
    "Schmidt",
    "Yilmaz",
    "Weber",
    "Fischer",
    "Becker",
    "Wagner",
    "Hoffmann",
    "Keller",
    "Braun",
  ];
  const cities = ["Berlin", "Hamburg", "München", "Köln", "Leipzig", "Dresden"];
  const statements = [];
  const insert = (table, columns, values) => {
    for (let from = 0; from < values.length; from += 100) {
      const chunk = values.slice(from, from + 100).map((row) => `(${row.map(quote).join(", ")})`);
      statements.push(`INSERT INTO ${table} (${columns.join(", ")}) VALUES\n${chunk.join(",\n")};`);
    }
  };
  const accountId = (n) => `bench${pad(n)}`;
  const accounts = [];
  const users = [];
  for (let n = 0; n < SUBSCRIBERS; n++) {
    const created = start + Math.floor(random() * 600) * day + Math.floor(random() * day);
    const abilities = random() < 0.05 ? '["GOLD"]' : random() < 0.02 ? '["DIAMOND"]' : "[]";
    accounts.push([
      accountId(n),
      `Bench Salon ${pad(n)}`,
      pick(firstNames),
      pick(lastNames),
      pick(cities),
      `BENCH${pad(n)}`,
      n > 0 && random() < 0.3 ? accountId(Math.floor(random() * n)) : null,
      iso(created),
    ]);
    users.push([
      `bu${pad(n, 8)}`,
      accountId(n),
      `bench-${pad(n)}@example.com`,
      "not-a-password-hash",
      abilities,
      random() < 0.01 ? "blocked" : "active",
      random() < 0.1 ? null : iso(created + Math.floor(random() * 200) * day),
      iso(created),
    ]);
  }
  insert(
    "accounts",
    ["id", "company", "first_name", "last_name", "city", "referral_code", "referred_by", "created_at"],
    accounts,
  );
  insert(
    "users",
    ["id", "account_id", "email", "password_hash", "abilities", "status", "last_signin_at", "created_at"],
    users,
  );
  const portfolios = [];
  const items = [];
  for (let n = 0; n < SUBSCRIBERS * STYLES_PER_SUBSCRIBER; n++) {
    const owner = accountId(Math.floor(n / STYLES_PER_SUBSCRIBER));
    const id = `bs${pad(n, 8)}`;
    portfolios.push([
      id,
      owner,
      pick(["female", "male"]),
      pick(["red", "blonde", "black"]),
      pick(["short", "long"]),
      '["#bench"]',
      random() < 0.2 ? 0 : 1,
      iso(start + n * 60_000),
    ]);
    const key = `accounts/${owner}/styles/${id}/${id}`;
    items.push([
      `bi${pad(n, 8)}`,
      id,
      0,
      "image",
      "image/webp",
      `look-${n % 7}.png`,
      `${key}-slide.webp`,
      `${key}-thumb.webp`,
      `${key}-cover.webp`,
      1,
    ]);
  }
  insert(
    "portfolios",
    ["id", "account_id", "gender", "color", "style", "tags", "is_approved", "created_at"],
    portfolios,
  );
  insert(
    "payload_items",
    [
      "id",
      "portfolio_id",
      "position",
      "kind",
      "content_type",
      "filename",
      "slide_key",
      "thumb_key",
      "cover_key",
      "is_cover",
    ],
    items,
  );
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
  const presence = [];
  const days = [];
  const sessions = [];
  const now = Date.now();
  for (let n = 0; n < SCREENS; n++) {
    const owner = accountId(n * 5);
    const online = random() < 0.4 ? 1 + Math.floor(random() * 3) : 0;
    const total = Math.floor(random() * 400 * 3600);
    presence.push([
      owner,
      online ? pick(["active", "active", "connected"]) : "inactive",
      online,
      total,
      iso(now - Math.floor(random() * 30) * day),
      iso(now),
    ]);
    if (random() < 0.6) days.push([owner, today, Math.floor(random() * 8 * 3600)]);
    days.push([owner, "2026-01-15", Math.floor(random() * 8 * 3600)]);
    sessions.push([
      `bt${pad(n, 8)}`,
      owner,
      `tv-${pad(n)}`,
      online ? "online" : "offline",
      iso(now - 3600_000),
      iso(now),
      online ? null : iso(now - 60_000),
      3540,
      "Chrome",
      "131",
      "Tizen",
      "8.0",
      1920,
      1080,
      "landscape",
      "1920x1080",
    ]);
  }
  insert(
    "screen_presence",
    ["account_id", "status", "online_count", "runtime_total", "last_online_at", "updated_at"],
    presence,
  );
  insert("screen_runtime_days", ["account_id", "day", "seconds"], days);
  insert(
    "screen_sessions",
    [
      "id",
      "account_id",
      "screen_id",
      "status",
      "started_at",
      "last_seen_at",
      "ended_at",
      "seconds",
      "browser_name",
      "browser_version",
      "os_name",
      "os_version",
      "screen_width",
      "screen_height",
      "orientation",
      "resolution",
    ],
    sessions,
  );
  statements.push(...counterSql());
  return `${statements.join("\n")}\nANALYZE;\n`;
}

/**
 * 30 days of hourly counters, made by SQLite itself (a million rows would not fit a file of INSERTs): plays and
 * scans on the accounts with screens, visits and taps on every account. The day rows and 30-day totals the
 * writers keep beside them are then added up by migration 0026's own backfill, so they agree with the counters.
 */
function counterSql() {
  const day = 86_400_000;
  const today = Date.now() - (Date.now() % day);
  const numbers = (name, last) => `${name}(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM ${name} WHERE i < ${last})`;
  const ranges = (accounts, hours) =>
    `WITH RECURSIVE ${numbers("n", accounts - 1)}, ${numbers("d", COUNTED_DAYS - 1)}, ${numbers("h", hours - 1)}`;
  // Made-up counts that differ by account, day and hour, the same every run.
  const some = (most) => `1 + (n.i * 7919 + d.i * 104729 + h.i * 31) % ${most}`;
  const hour = `${today} - d.i * ${day} + h.i * 3600000`;
  const screenAccount = "'bench' || printf('%05d', n.i * 5)";
  const anyAccount = "'bench' || printf('%05d', n.i)";
  const migration = readFileSync("workers/migrations/0026_account_totals.sql", "utf8");
  const [, marked] = migration.split("-- The counters written before this migration");
  const backfill = marked?.slice(marked.indexOf("\n") + 1);
  if (!backfill) throw new Error("bench:admin: migration 0026 has no backfill to add the day rows and totals up with");
  return [
    `${ranges(SCREENS, PLAY_HOURS)} INSERT INTO screen_plays (account_id, screen_id, item_kind, item_id, hour, plays)
       SELECT ${screenAccount}, 'tv-' || printf('%05d', n.i), 'style', 'bs' || printf('%08d', n.i * 25), ${hour}, ${some(60)}
       FROM n, d, h;`,
    `${ranges(SCREENS, SCAN_HOURS)} INSERT INTO scans (account_id, source, screen_id, item_kind, item_id, hour, scans)
       SELECT ${screenAccount}, 'screen', 'tv-' || printf('%05d', n.i), 'style', 'bs' || printf('%08d', n.i * 25), ${hour}, ${some(4)}
       FROM n, d, h;`,
    `${ranges(SUBSCRIBERS, VISIT_HOURS)} INSERT INTO visits (account_id, page, style_id, screen_id, hour, visits)
       SELECT ${anyAccount}, 'me', '', '', ${hour}, ${some(12)} FROM n, d, h;`,
    `${ranges(SUBSCRIBERS, TAP_HOURS)} INSERT INTO taps (account_id, channel, style_id, screen_id, hour, taps)
       SELECT ${anyAccount}, 'whatsapp', '', '', ${hour}, ${some(3)} FROM n, d, h;`,
    backfill,
  ];
}
