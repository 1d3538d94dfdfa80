// Finds a Chromium for Playwright: CHROMIUM_PATH, then Debian's. As root on
// Debian it installs Debian's `chromium` when none is there (Playwright's own
// browser download is not reachable on these machines). Also the flags the
// end-to-end tests and the benchmarks start it with.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Headless, no sandbox (containers), no GPU, no QUIC (plain HTTP to the local server), no first-run or sync chatter. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-sync",
];

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium package…");
    const apt = (args) =>
      execFileSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    try {
      apt(["install", "-y", "--no-install-recommends", "chromium"]);
    } catch {
      apt(["update"]);
      apt(["install", "-y", "--no-install-recommends", "chromium"]);
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    "No Chromium found for the end-to-end tests.\n" +
      "  Install one (Debian/Ubuntu: sudo apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
