#!/usr/bin/env node
// Serves the production build in workerd (wrangler dev on the built Worker)
// and seeds demo data once it answers. wrangler and workerd stay in this
// process group, so stopping the group (Ctrl-C, Playwright) stops them all.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const port = Number(process.env.PORT ?? 8787);
const persistTo = process.env.STATE_DIR ?? ".wrangler/state";
const origin = `http://localhost:${port}`;

// wrangler reads local secrets from the .dev.vars beside the config it runs;
// links in mail point at this server (APP_ORIGIN), whatever Host a request claims.
const devVars = readFileSync(".dev.vars", "utf8").replace(/^APP_ORIGIN=.*$\n?/m, "");
writeFileSync("build/server/.dev.vars", `${devVars.trimEnd()}\nAPP_ORIGIN=${origin}\n`, { mode: 0o600 });

const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "-c",
    "build/server/wrangler.json",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
  ],
  {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  },
);

const stop = () => server.kill("SIGTERM");
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
}
process.on("exit", stop);
server.on("exit", (code) => process.exit(code ?? 1));

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`${origin}/v1/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer on ${origin} within 2 minutes`);
}

await waitForServer();
const seeded = await fetch(`${origin}/__dev/seed`, { method: "POST" });
if (!seeded.ok) throw new Error(`Seeding failed: ${seeded.status} ${await seeded.text()}`);
const { created } = await seeded.json();
console.log(created.length ? `Seeded demo data: ${created.join(", ")}` : "Demo data already present.");
console.log(`\n  Stylecast is running at ${origin}\n`);
