import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The development tools reach the Worker only through workers/dev/tools.ts, the one module `npm run build` swaps
 * for workers/dev/no-tools.ts (docs/decisions/0023-lean-worker-bundle.md). An import of the seed, the /v1/dev routes
 * or the contract check from anywhere else would put them back into the production Worker. `npm run check:bundle`
 * checks the built Worker itself; this finds the import that did it, in milliseconds.
 */
const ROOT = normalize(join(import.meta.dirname, "../.."));
const ALIASES: Record<string, string> = { "~/": "app/", "@workers/": "workers/", "@contract/": "contract/" };

/** Modules only development uses, and the folder of the modules that may import each. */
const DEV_ONLY: [RegExp, string][] = [
  [/^workers\/dev\/(?!tools$|no-tools$)/, "workers/dev/"],
  [/^workers\/api\/routes\/dev$/, "workers/dev/"],
  [/^workers\/api\/contract-check$/, "workers/dev/"],
  [/^app\/lib\/dev-only\.server$/, "app/routes/dev/"],
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(d|test)\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every import that is not type-only, resolved to a path from the repository root without its extension. */
function runtimeImports(file: string) {
  const source = readFileSync(join(ROOT, file), "utf8");
  const specifiers = [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?from\s+"([^"]+)"/g),
    ...source.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
  ].map((match) => match[1] ?? "");
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    const target = alias
      ? ALIASES[alias] + specifier.slice(alias.length)
      : specifier.startsWith(".")
        ? relative(ROOT, join(ROOT, dirname(file), specifier))
        : null;
    return target ? [{ file, target: target.replace(/\.tsx?$/, "") }] : [];
  });
}

const imports = ["app", "workers", "contract"].flatMap(sourceFiles).flatMap(runtimeImports);

describe("development tools", () => {
  it("finds the imports it checks", () => {
    expect(imports).toContainEqual({ file: "workers/app.ts", target: "workers/dev/tools" });
    expect(imports).toContainEqual({ file: "workers/dev/tools.ts", target: "workers/dev/seed" });
  });

  it("are imported only by each other, behind workers/dev/tools.ts", () => {
    const wrong = imports.filter(({ file, target }) =>
      DEV_ONLY.some(([pattern, allowed]) => pattern.test(target) && !file.startsWith(allowed)),
    );
    expect(wrong).toEqual([]);
  });

  it("have a stand-in for production with the same exports", () => {
    const exported = (file: string) =>
      [...readFileSync(join(ROOT, file), "utf8").matchAll(/export const (\w+)/g)].map((match) => match[1]);
    expect(exported("workers/dev/no-tools.ts")).toEqual(exported("workers/dev/tools.ts"));
  });
});
