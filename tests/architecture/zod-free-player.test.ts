import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The slideshow player's bundle carries no zod (issue 21: a TV's browser is
 * small). The player takes the contract modules below; everything they
 * import at run time, all the way down, is bundled with it. Type-only
 * imports (`import type`, `export type … from`) vanish in the build and do
 * not count; `import { type X }` does, since it keeps the import (verbatim
 * module syntax).
 */
const ROOT = normalize(join(import.meta.dirname, "../.."));
const ALIASES: Record<string, string> = { "~/": "app/", "@workers/": "workers/", "@contract/": "contract/" };
const PLAYER_MODULES = [
  "contract/slideshow.ts",
  "contract/cable.ts",
  "contract/player-problems.ts",
  // The shop's week (issue 34): the TV decides by itself what plays now.
  "contract/show-now.ts",
];
const ZOD = /(^|\/|-)zod($|\/|-)/;

/** The specifiers a module imports or re-exports at run time (static or dynamic). */
function runtimeSpecifiers(source: string): string[] {
  const statements = source.matchAll(/(?:^|\n)\s*(import|export)(\s+type)?\s[^;]*?from\s+["']([^"']+)["']/g);
  const fromStatements = [...statements].filter((m) => !m[2]).map((m) => m[3] ?? "");
  const bare = [...source.matchAll(/(?:^|\n)\s*import\s+["']([^"']+)["']/g)].map((m) => m[1] ?? "");
  const dynamic = [...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? "");
  return [...fromStatements, ...bare, ...dynamic];
}

/** A project module's file, or null for a package. */
function resolveModule(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? ALIASES[alias] + specifier.slice(alias.length)
    : specifier.startsWith(".")
      ? relative(ROOT, join(ROOT, dirname(from), specifier))
      : null;
  if (base === null) return null;
  const found = ["", ".ts", ".tsx", "/index.ts"].map((ending) => base + ending).find((path) => isFile(path));
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}
const isFile = (path: string) => existsSync(join(ROOT, path)) && /\.tsx?$/.test(path);

/** Every package reached at run time from `entry`, with the chain of modules that leads to it. */
function packagesReached(entry: string): { pkg: string; via: string[] }[] {
  const reached: { pkg: string; via: string[] }[] = [];
  const seen = new Set<string>();
  const visit = (file: string, via: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(readFileSync(join(ROOT, file), "utf8"))) {
      const target = resolveModule(file, specifier);
      if (target) visit(target, [...via, target]);
      else reached.push({ pkg: specifier, via });
    }
  };
  visit(entry, [entry]);
  return reached;
}

describe("no zod in the slideshow player", () => {
  it.each(PLAYER_MODULES)("%s imports nothing that imports zod", (entry) => {
    expect(packagesReached(entry).filter(({ pkg }) => ZOD.test(pkg))).toEqual([]);
  });

  it("tells type-only imports from those that run", () => {
    const source = [
      'import type { A } from "zod";',
      'export type { B } from "./b";',
      'import { type C, d } from "./c";',
      'export { e } from "@contract/e";',
      'import "./side-effect";',
      'const f = await import("./f");',
    ].join("\n");
    expect(runtimeSpecifiers(source).sort()).toEqual(["./c", "./f", "./side-effect", "@contract/e"]);
  });

  it("follows imports through the contract to the package, as a schema module does", () => {
    const reached = packagesReached("contract/slideshow-schemas.ts");
    expect(reached).toContainEqual({ pkg: "zod", via: ["contract/slideshow-schemas.ts"] });
    expect(reached).toContainEqual({
      pkg: "zod",
      via: ["contract/slideshow-schemas.ts", "contract/account.ts", "contract/profile-schema.ts"],
    });
  });
});
