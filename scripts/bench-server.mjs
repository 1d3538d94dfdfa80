// What the benchmarks share (startBench puts the start-up together): a build
// that is rebuilt only when a source is newer, the local database's migrations, the built Worker served in its own
// process group (so stopping the group stops wrangler and workerd too), the
// demo stylist's sign-in, and medians.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["app", "contract", "workers", "public", "vite.config.ts", "wrangler.jsonc", "package-lock.json"];

function newestSource(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else
      for (const entry of readdirSync(path, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * A benchmark's own server: the env serve.mjs reads (the port `BENCH_<NAME>_PORT`, else `port`; the database
 * `.wrangler/bench-<name>-state`) and its origin.
 */
export function benchTarget(name, port) {
  const chosen = Number(process.env[`BENCH_${name.toUpperCase()}_PORT`] ?? port);
  const env = { ...process.env, PORT: String(chosen), STATE_DIR: `.wrangler/bench-${name}-state` };
  return { env, origin: `http://localhost:${chosen}` };
}

/**
 * The start-up the benchmarks share: their own port and database (benchTarget), the build (rebuilt when stale)
 * migrated into it, and the server with the demo data seeded, in production mode with `{ production: true }`.
 */
export async function startBench(name, port, { production = false } = {}) {
  const target = benchTarget(name, port);
  buildAndMigrate(`bench:${name}`, target.env);
  const server = await (production ? serveProductionSeeded : serveSeeded)(target.env);
  return { ...target, server };
}

/** Builds when a source is newer than the build or the build has no seed; then applies the migrations to `env.STATE_DIR`. */
export function buildAndMigrate(label, env) {
  const built = existsSync("build/server/index.js") ? statSync("build/server/index.js").mtimeMs : 0;
  // `npm run build` leaves the seed out (ADR 23): such a build cannot serve a benchmark.
  const seeds = built > 0 && readFileSync("build/server/index.js", "utf8").includes("/__dev/seed");
  if (built < newestSource(SOURCES) || !seeds) {
    console.log(`${label}: building…`);
    execFileSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"], env });
  }
  execFileSync("node", ["scripts/setup-local.mjs"], { stdio: ["ignore", "ignore", "inherit"], env });
}

/** Runs `command` in its own process group until `ready` says it is up; `stop()` ends the group. */
async function serve(command, args, env, ready) {
  // Another server on the port would answer the health check and be measured instead.
  const taken = await fetch(`http://localhost:${env.PORT}/v1/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${env.PORT} is in use: set another port for this benchmark`);
  const server = spawn(command, args, { env, stdio: ["ignore", "pipe", "inherit"], detached: true });
  const exited = new Promise((resolve) => server.on("exit", resolve));
  const stop = async () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
    await exited;
  };
  process.on("exit", () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
  await Promise.race([
    ready(server),
    exited.then((code) => Promise.reject(new Error(`the server exited with ${code}`))),
  ]);
  return { stop, cpuMs: () => groupCpuMs(server.pid) };
}

/**
 * The CPU time (user and system, in ms) the processes of a process group have used so far, read from Linux's
 * /proc: workerd's, which serves every request, with wrangler's beside it. 0 where /proc is not there.
 */
function groupCpuMs(group) {
  let ticks = 0;
  for (const pid of existsSync("/proc") ? readdirSync("/proc") : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // The fields after the command's closing parenthesis: state, ppid, pgrp … utime (12th), stime (13th).
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  // USER_HZ is 100 on Linux.
  return ticks * 10;
}

/** scripts/serve.mjs: the build on `env.PORT` with `env.STATE_DIR`, the demo data seeded. */
const serveSeeded = (env) =>
  serve("node", ["scripts/serve.mjs"], env, (server) => {
    server.stdout.resume();
    return new Promise((resolve) =>
      server.stdout.on("data", (chunk) => String(chunk).includes("is running at") && resolve()),
    );
  });

/**
 * The build in production mode (APP_ENV=production: the API's contract check,
 * a development aid that validates every answer, is off), on the same database.
 */
const serveProduction = (env) =>
  serve(
    "npx",
    [
      ...["wrangler", "dev", "-c", "build/server/wrangler.json", "--port", env.PORT, "--ip", "127.0.0.1"],
      ...["--persist-to", env.STATE_DIR, "--show-interactive-dev-session=false", "--var", "APP_ENV:production"],
    ],
    { ...env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    async (server) => {
      server.stdout.resume();
      for (;;) {
        try {
          if ((await fetch(`http://localhost:${env.PORT}/v1/health`)).ok) return;
        } catch {}
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    },
  );

/**
 * The build in production mode on a database with the demo data: serve.mjs seeds it (through a development-only
 * route) and stops, then serveProduction serves the same build and database.
 */
export async function serveProductionSeeded(env) {
  await (await serveSeeded(env)).stop();
  return serveProduction(env);
}

/** The API key of the local server (.dev.vars, written by scripts/setup-local.mjs). */
export const devApiKey = () => readFileSync(".dev.vars", "utf8").match(/^API_KEY=(.*)$/m)?.[1] ?? "";

/** The seeded demo logins (README, "Demo logins"). */
export const DEMO_STYLIST = { email: "stylist@example.com", password: "Stylist#2026" };
export const DEMO_ADMIN = { email: "admin@example.com", password: "Admin#2026" };

/** Signs a seeded demo user in through the API: its account id, and `headers` plus the API key and its tokens. */
export async function signInDemo(origin, login, headers = {}) {
  const sent = { ...headers, "X-API-Key": devApiKey() };
  const response = await fetch(`${origin}/v1/users/sign_in`, {
    method: "POST",
    headers: { ...sent, "Content-Type": "application/json" },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  return {
    accountId: data.account_id,
    auth: {
      ...sent,
      Authorization: `Bearer ${response.headers.get("access-token")}`,
      "refresh-token": response.headers.get("refresh-token"),
    },
  };
}

export const signInDemoStylist = (origin, headers = {}) => signInDemo(origin, DEMO_STYLIST, headers);

/** The median (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
