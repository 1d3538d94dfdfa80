import { existsSync, globSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The visitor pages' sheet (app/visitor.css, inlined in those pages: issue 25 point 7) holds only the classes
 * of the files it names with `@source`. Every module a visitor page renders with (its route, the site's
 * layout and chrome, the error pages, and what they import) must be among them, or its classes are missing
 * from those pages only, silently. A module that names no class (no `className`, `class=` or `classList`)
 * need not be.
 */
const ROOT = normalize(join(import.meta.dirname, "../.."));
const APP = join(ROOT, "app");

/** The files visitor.css's `@source` lines name (a folder: every file under it). */
function sheetSources(): Set<string> {
  const css = readFileSync(join(APP, "visitor.css"), "utf8");
  const files = new Set<string>();
  for (const [, pattern = ""] of css.matchAll(/^@source\s+"([^"]+)";/gm)) {
    const path = join(APP, pattern);
    const matches =
      existsSync(path) && statSync(path).isDirectory()
        ? globSync("**/*", { cwd: path }).map((file) => join(path, file))
        : globSync(pattern, { cwd: APP }).map((file) => join(APP, file));
    for (const match of matches) files.add(relative(ROOT, normalize(match)));
  }
  return files;
}

/** A module's imports of app modules (static, dynamic and re-exports), as paths from the repository root. */
function appImports(file: string): string[] {
  const source = readFileSync(join(ROOT, file), "utf8");
  const specifiers = [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)"([^"]+)"/gm)].map(
    (m) => m[1] ?? "",
  );
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("~/")
      ? join(APP, specifier.slice(2))
      : specifier.startsWith(".")
        ? join(ROOT, dirname(file), specifier)
        : null;
    if (!base) return [];
    const found = ["", ".tsx", ".ts"]
      .map((ext) => base + ext)
      .find((path) => existsSync(path) && statSync(path).isFile());
    return found ? [relative(ROOT, found)] : [];
  });
}

/** The visitor pages' routes: those whose handle is the visitor pages' or a shop page's (components/visitor-ui.tsx). */
function visitorRoutes(): string[] {
  return readdirSync(join(APP, "routes"), { recursive: true, encoding: "utf8" })
    .map((file) => join("app/routes", file))
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        /export const handle\b[^;]*(visitorHandle|shopPageHandle)/.test(readFileSync(join(ROOT, file), "utf8")),
    );
}

describe("app/visitor.css", () => {
  it("names every module with classes that a visitor page renders", () => {
    const routes = visitorRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(["app/routes/home.tsx", "app/routes/explore.tsx", "app/routes/visitor/about-me.tsx"]),
    );
    const seen = new Set<string>();
    const queue = ["app/root.tsx", "app/routes/site-layout.tsx", ...routes];
    while (queue.length) {
      const file = queue.pop() ?? "";
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...appImports(file));
    }
    const styled = [...seen].filter(
      (file) => !file.includes(".server.") && /className|class=|classList/.test(readFileSync(join(ROOT, file), "utf8")),
    );
    const sources = sheetSources();
    expect(styled.length).toBeGreaterThan(10);
    expect(styled.filter((file) => !sources.has(file)).sort()).toEqual([]);
  });
});
