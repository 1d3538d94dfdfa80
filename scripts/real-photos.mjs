// Real photographs for the benchmarks (issue 33): the JPEGs of Debian's `mate-backgrounds` package, fetched with
// apt-get into .cache/mate-backgrounds/ (git-ignored) the first time a script asks, so no megabytes are committed.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const CACHE = join(dirname(fileURLToPath(import.meta.url)), "..", ".cache", "mate-backgrounds");
const BACKGROUNDS = join(CACHE, "usr", "share", "backgrounds", "mate");

/** The folder of the package's pictures (`abstract/`, `nature/`, …); fetched when missing. */
export function realPhotosFolder() {
  if (!existsSync(BACKGROUNDS)) fetchPackage();
  return BACKGROUNDS;
}

/** The package's photographs (its PNGs are drawn, not photographed), sorted by path; fetched when missing. */
export function realPhotos() {
  return readdirSync(realPhotosFolder(), { recursive: true })
    .filter((path) => path.endsWith(".jpg"))
    .sort()
    .map((path) => join(BACKGROUNDS, path));
}

function fetchPackage() {
  console.log("real-photos: fetching Debian's mate-backgrounds into .cache/mate-backgrounds/ (once)…");
  const download = mkdtempSync(join(tmpdir(), "mate-backgrounds-"));
  chmodSync(download, 0o755); // apt's own _apt user downloads into it when it may (else a warning)
  try {
    // A machine whose package lists were never fetched finds no package: `apt-get update` once fixes that.
    execFileSync("apt-get", ["download", "mate-backgrounds"], {
      cwd: download,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const [deb] = readdirSync(download).filter((name) => name.endsWith(".deb"));
    mkdirSync(CACHE, { recursive: true });
    execFileSync("dpkg-deb", ["-x", join(download, deb), CACHE]);
  } finally {
    rmSync(download, { recursive: true, force: true });
  }
}
