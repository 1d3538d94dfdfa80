import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The architecture, checked on every import in app/, workers/ and contract/:
 * app/ and workers/ share only contract/, which depends on neither; app/
 * reaches workers/ only through the API client's in-process transport; and
 * inside workers/ no lower layer imports a higher one.
 */
const ROOT = normalize(join(import.meta.dirname, "../.."));
const ALIASES: Record<string, string> = { "~/": "app/", "@workers/": "workers/", "@contract/": "contract/" };

/** The one import from app/ into workers/ (README: Architecture). */
const TRANSPORT = { from: "app/lib/api-transport.server.ts", to: "workers/api/app" };

/** Layers inside workers/, lowest first: a module may import its own layer or lower ones. */
const WORKER_LAYERS: [string, number][] = [
  ["workers/db/", 1],
  ["workers/auth/", 2],
  ["workers/mail/", 2],
  ["workers/media/", 2],
  ["workers/maps/", 2],
  ["workers/observability/", 2],
  ["workers/api/", 3],
  ["workers/cable/", 3],
  ["workers/dev/", 3],
  ["workers/jobs/", 3],
  ["workers/app.ts", 4],
];

type Import = { file: string; target: string };

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every import or re-export of a project module, resolved to a path from the repository root. */
function projectImports(file: string): Import[] {
  const source = readFileSync(join(ROOT, file), "utf8");
  const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (alias) return [{ file, target: ALIASES[alias] + specifier.slice(alias.length) }];
    if (specifier.startsWith(".")) return [{ file, target: relative(ROOT, join(ROOT, dirname(file), specifier)) }];
    return [];
  });
}

const layerOf = (path: string) => WORKER_LAYERS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
const all = ["app", "workers", "contract"].flatMap(sourceFiles).flatMap(projectImports);

describe("layers", () => {
  it("finds the imports it checks", () => {
    expect(all.length).toBeGreaterThan(200);
    expect(all).toContainEqual({ file: TRANSPORT.from, target: TRANSPORT.to });
  });

  it("keeps contract/ free of app/ and workers/", () => {
    const wrong = all.filter(({ file, target }) => file.startsWith("contract/") && !target.startsWith("contract/"));
    expect(wrong).toEqual([]);
  });

  it("lets app/ reach workers/ only through the API client's transport", () => {
    const wrong = all.filter(
      ({ file, target }) =>
        file.startsWith("app/") &&
        target.startsWith("workers/") &&
        !(file === TRANSPORT.from && target === TRANSPORT.to),
    );
    expect(wrong).toEqual([]);
  });

  it("never imports app/ from workers/", () => {
    expect(all.filter(({ file, target }) => file.startsWith("workers/") && target.startsWith("app/"))).toEqual([]);
  });

  it("never imports a higher layer of workers/ from a lower one", () => {
    const wrong = all.filter(({ file, target }) => {
      const [from, to] = [layerOf(file), layerOf(target)];
      return from !== null && to !== null && to > from;
    });
    expect(wrong).toEqual([]);
  });

  it("never imports one API route module from another (only the users.ts aggregate mounts them)", () => {
    const wrong = all.filter(
      ({ file, target }) =>
        file.startsWith("workers/api/routes/") &&
        !file.endsWith("/users.ts") &&
        target.startsWith("workers/api/routes/"),
    );
    expect(wrong).toEqual([]);
  });

  it("keeps SQL in workers/db/", () => {
    const sql = /\.prepare\(|\bSELECT\s|\bINSERT\s+INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b/;
    const outside = sourceFiles("workers")
      .concat(sourceFiles("app"))
      .filter((file) => !file.startsWith("workers/db/") && !file.includes(".test."))
      .filter((file) => sql.test(readFileSync(join(ROOT, file), "utf8")));
    expect(outside).toEqual([]);
  });
});
