import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as index from "../../contract/endpoints/index";

const FOLDER = join(import.meta.dirname, "../../contract/endpoints");
const ROUTES = join(import.meta.dirname, "../../workers/api/routes");

/** The endpoint modules on disk: every file in contract/endpoints but the declaration kit, the index and tests. */
const modules = readdirSync(FOLDER).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "define.ts" && file !== "index.ts",
);

const isEndpoint = (value: unknown) =>
  typeof value === "object" && value !== null && "method" in value && "path" in value;

describe("contract/endpoints/index.ts", () => {
  it("lists every endpoint module, each under its file's name, so every operation is named after its declaration", async () => {
    expect(modules.length).toBeGreaterThan(10);
    const listed = index as Record<string, Record<string, unknown>>;
    for (const file of modules) {
      const area = file.replace(/\.ts$/, "");
      expect(Object.keys(listed), `${file} is not in contract/endpoints/index.ts`).toContain(area);
      const declarations = Object.entries(
        (await import(/* @vite-ignore */ join(FOLDER, file))) as Record<string, unknown>,
      ).filter(([, value]) => isEndpoint(value));
      expect(declarations.length, `${file} declares no endpoint`).toBeGreaterThan(0);
      for (const [name, declaration] of declarations) expect(listed[area]?.[name], `${area}.${name}`).toBe(declaration);
    }
  });

  it("lists nothing that is not a module here", () => {
    expect(Object.keys(index).sort()).toEqual(modules.map((file) => file.replace(/\.ts$/, "")).sort());
  });

  it("names each route module of the Worker after the endpoint module it serves (README: Words)", () => {
    const routes = readdirSync(ROUTES).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    expect(routes.sort()).toEqual(modules.sort());
  });
});
