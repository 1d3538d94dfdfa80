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
  // The pure models of an account's screens (presence, plays, scans): they own the shapes workers/db writes.
  ["workers/screen-model/", 0],
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

/**
 * Every module a source names: imports and re-exports, type-only ones included (`import type`, `export type`),
 * imports for their side effects, and `import("…")`, whether loaded on demand or only named in a type
 * (`typeof import("…")`): a type-only import ties two modules as much as any other. Comments name none.
 */
const IMPORT_PATTERNS = [
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/g,
  /(?:^|\n)\s*import\s+"([^"]+)"/g,
  // Not on a comment's line: a doc comment shows how to load a module on demand.
  /(?:^|\n)(?!\s*(?:\*|\/\/))[^\n]*?\bimport\(\s*"([^"]+)"\s*\)/g,
];
const specifiersIn = (source: string) =>
  IMPORT_PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] ?? ""));

/** Every import or re-export of a project module, resolved to a path from the repository root. */
function projectImports(file: string): Import[] {
  const specifiers = specifiersIn(readFileSync(join(ROOT, file), "utf8"));
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (alias) return [{ file, target: ALIASES[alias] + specifier.slice(alias.length) }];
    if (specifier.startsWith(".")) return [{ file, target: relative(ROOT, join(ROOT, dirname(file), specifier)) }];
    return [];
  });
}

const files = new Set(["app", "workers", "contract"].flatMap(sourceFiles));

/** The file an import names: `x` is `x.ts`, `x.tsx` or `x/index.ts`. */
const fileOf = (target: string, known: Set<string>) =>
  [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((candidate) => known.has(candidate)) ?? null;

/** Every import circle, each once, as the files around it (Tarjan's strongly connected components). */
function importCircles(imports: Import[], known = files): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { file, target } of imports) {
    const to = fileOf(target, known);
    if (to) edges.set(file, (edges.get(file) ?? new Set()).add(to));
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) component.push(member);
    } while (member && member !== node);
    if (component.length > 1 || edges.get(node)?.has(node)) circles.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/** The feature folder of a page module: `app/routes/<feature>/…`, or the top-level route file itself. */
const featureOf = (path: string) => /^app\/routes\/([^/]+?)(?:\.tsx?)?(?:\/|$)/.exec(path)?.[1] ?? null;

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
      // The layers order what the Worker runs; a test beside a module may use the seed's pictures and clip.
      if (/\.test\.tsx?$/.test(file)) return false;
      const [from, to] = [layerOf(file), layerOf(target)];
      return from !== null && to !== null && to > from;
    });
    expect(wrong).toEqual([]);
  });

  it("never imports one API route module from another (workers/api/app.ts mounts each one)", () => {
    const mounted = all.filter(
      ({ file, target }) => file === "workers/api/app.ts" && target.startsWith("workers/api/routes/"),
    );
    expect(mounted.length).toBeGreaterThan(5);
    const wrong = all.filter(
      ({ file, target }) => file.startsWith("workers/api/routes/") && target.startsWith("workers/api/routes/"),
    );
    expect(wrong).toEqual([]);
  });

  it("has no import circle anywhere", () => {
    expect(importCircles(all)).toEqual([]);
  });

  it("reads every kind of import: value, type-only, re-export, side effect, on demand and in a type", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'export type { C } from "./c";',
      'import "./d";',
      'const e = await import("./e");',
      'type F = typeof import("./f");',
      ' * `await import("./g")` loads it on demand.',
      '// import("./h")',
    ].join("\n");
    expect(specifiersIn(source).sort()).toEqual(["./a", "./b", "./c", "./d", "./e", "./f"]);
  });

  it("sees a circle when there is one", () => {
    const circle = [
      { file: "contract/a.ts", target: "contract/b" },
      { file: "contract/b.ts", target: "contract/a" },
    ];
    expect(importCircles(circle, new Set(["contract/a.ts", "contract/b.ts"]))).toEqual([
      ["contract/a.ts", "contract/b.ts"],
    ]);
  });

  it("never imports one feature folder of app/routes from another, nor app/routes from shared code", () => {
    const wrong = all.filter(({ file, target }) => {
      const to = featureOf(target);
      // React Router's generated `./+types/<route>` belong to the route that imports them.
      if (to === null || target.includes("/+types/")) return false;
      const from = featureOf(file);
      return from === null ? file.startsWith("app/") : from !== to;
    });
    expect(wrong).toEqual([]);
  });

  // The demo seed's own queries sit in workers/dev/db/: the production build leaves workers/dev/ out (ADR 23).
  it("keeps SQL in workers/db/, and the seed's own in workers/dev/db/", () => {
    const sql = /\.prepare\(|\bSELECT\s|\bINSERT\s+INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b/;
    const outside = sourceFiles("workers")
      .concat(sourceFiles("app"))
      .filter((file) => !/^workers\/(dev\/)?db\//.test(file) && !file.includes(".test."))
      .filter((file) => sql.test(readFileSync(join(ROOT, file), "utf8")));
    expect(outside).toEqual([]);
  });
});
