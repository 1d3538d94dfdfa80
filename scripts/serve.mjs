#!/usr/bin/env node
// Serves the production build in workerd (wrangler dev on the built Worker),
// seeds demo data once it answers, and stops the whole process group on exit.
import { spawn } from "node:child_process";

const port = Number(process.env.PORT ?? 8787);
const persistTo = process.env.STATE_DIR ?? ".wrangler/state";
const origin = `http://localhost:${port}`;

const server = spawn(
  "npx",
  ["wrangler", "dev", "-c", "build/server/wrangler.json", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", persistTo, "--env-file", ".dev.vars", "--show-interactive-dev-session=false"],
  {
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  },
);

const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
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
