import { readdirSync, readFileSync } from "node:fs";
import { join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The browser's media conversion (app/lib/media-conversion) is loaded only by
 * the pages that convert, with `import()`: no other page, and no server code,
 * may pull it in. A static import would put the conversion code into that
 * route's bundle; a reference from workers/ or a `.server` module would put
 * its worker, heic-to and the wasm encoders into the Worker's.
 */
const ROOT = normalize(join(import.meta.dirname, "../.."));
const FOLDER = "app/lib/media-conversion/";

const files = ["app", "workers", "contract"].flatMap((folder) =>
  readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
);
const source = (file: string) => readFileSync(join(ROOT, file), "utf8");
const outside = files.filter((file) => !file.startsWith(FOLDER));

/** Every import or re-export with a `from`, and whether it is type-only. */
const importsOf = (file: string) =>
  [...source(file).matchAll(/(?:^|\n)\s*(import|export)\s(type\s)?[^;]*?from\s+"([^"]+)"/g)].map((match) => ({
    file,
    specifier: match[3] ?? "",
    typeOnly: match[2] !== undefined,
  }));
const imports = outside.flatMap(importsOf);
const namesTheFolder = (specifier: string) =>
  /(?:^~\/lib\/media-conversion|\/media-conversion)(?:\/|$)/.test(specifier);
const DYNAMIC_IMPORT = /import\(\s*"[^"]*media-conversion/;

describe("media conversion", () => {
  it("finds the imports it checks", () => {
    expect(imports.filter(({ typeOnly }) => !typeOnly).length).toBeGreaterThan(200);
    // The type-only import of the folder from the page that loads it, told apart from a static one.
    const loader = "app/routes/styles/load-media-conversion.ts";
    expect(imports.filter(({ specifier }) => namesTheFolder(specifier))).toContainEqual({
      file: loader,
      specifier: "~/lib/media-conversion",
      typeOnly: true,
    });
    expect(namesTheFolder("./load-media-conversion")).toBe(false);
    expect(source(loader)).toMatch(DYNAMIC_IMPORT);
  });

  it("is never imported statically from outside its folder (type-only imports are fine)", () => {
    const wrong = imports.filter(({ specifier, typeOnly }) => !typeOnly && namesTheFolder(specifier));
    expect(wrong).toEqual([]);
  });

  it("is not mentioned by server code at all", () => {
    const server = outside.filter((file) => file.startsWith("workers/") || /\.server\.tsx?$/.test(file));
    expect(server.filter((file) => DYNAMIC_IMPORT.test(source(file)))).toEqual([]);
  });

  it("keeps its entry light: the real work is imported on the first call, and never by the server build", () => {
    const entry = source(`${FOLDER}index.ts`);
    const statics = [...entry.matchAll(/(?:^|\n)(?:import|export)\s(?!type\s)[^;]*?from\s+"([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(statics).toEqual(["./conversion-error"]);
    expect(entry).toMatch(
      /if \(import\.meta\.env\.SSR\) throw[^\n]*\n\s*const convert = await import\("\.\/convert"\)/,
    );
  });
});
