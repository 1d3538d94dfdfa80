import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One home for each kind of test (README: Where tests live): pure code is
 * tested beside its module, in Node, or in workerd as a `*.workerd.test.ts`
 * when it needs workerd's own globals; code that needs workerd's bindings
 * (D1, R2, Durable Objects, the Worker) in tests/worker; the browser in
 * tests/e2e; the import rules in tests/architecture.
 */
const ROOT = normalize(join(import.meta.dirname, "../.."));
const TEST = /\.(test|spec)\.tsx?$/;

const filesUnder = (folder: string) =>
  readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes("node_modules"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));

const all = ["app", "contract", "workers", "tests", "scripts"].flatMap(filesUnder);
const tests = all.filter((file) => TEST.test(file));

/** Where each kind of test lives; every test file matches exactly one. */
const HOMES = {
  beside: /^(app|contract|workers|tests\/e2e\/support)\/.*\.test\.tsx?$/,
  worker: /^tests\/worker\/[^/]+\.test\.ts$/,
  browser: /^tests\/e2e\/[^/]+\.spec\.ts$/,
  architecture: /^tests\/architecture\/[^/]+\.test\.ts$/,
};

/** What reaches workerd's bindings or the Worker itself from a test. */
const BINDINGS = /^(cloudflare:test|cloudflare:workers|@workers\/app)$/;

const specifiers = (file: string) =>
  [...readFileSync(join(ROOT, file), "utf8").matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );

/** The tests/support modules that reach a binding, directly or through another support module. */
function bindingSupport(): Set<string> {
  const support = all.filter((file) => file.startsWith("tests/support/") && file.endsWith(".ts"));
  const reaching = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of support) {
      if (!reaching.has(file) && touchesBindings(file, reaching)) {
        reaching.add(file);
        grew = true;
      }
    }
  }
  return reaching;
}

function touchesBindings(file: string, support: Set<string>): boolean {
  return specifiers(file).some((specifier) => {
    if (BINDINGS.test(specifier)) return true;
    if (!specifier.startsWith(".")) return false;
    const target = relative(ROOT, join(ROOT, dirname(file), specifier));
    return support.has(target) || support.has(`${target}.ts`);
  });
}

const SUPPORT = bindingSupport();
const homeOf = (file: string) => Object.entries(HOMES).find(([, pattern]) => pattern.test(file))?.[0] ?? null;

describe("where tests live", () => {
  it("finds the tests it checks, and the support modules that reach workerd", () => {
    expect(tests.length).toBeGreaterThan(100);
    for (const home of Object.keys(HOMES))
      expect(
        tests.some((file) => homeOf(file) === home),
        home,
      ).toBe(true);
    expect(SUPPORT).toContain("tests/support/api.ts");
  });

  it("keeps every test file in one of the homes", () => {
    expect(tests.filter((file) => homeOf(file) === null)).toEqual([]);
  });

  it("keeps in tests/worker only tests that touch a binding or the Worker", () => {
    const pure = tests.filter((file) => homeOf(file) === "worker" && !touchesBindings(file, SUPPORT));
    expect(pure).toEqual([]);
  });

  it("tests beside a module without bindings or the Worker (those belong in tests/worker)", () => {
    const bound = tests.filter((file) => homeOf(file) === "beside" && touchesBindings(file, SUPPORT));
    expect(bound).toEqual([]);
  });

  it("sees a test that reaches a binding through a support module", () => {
    expect(touchesBindings("tests/worker/tv-link-codes.test.ts", SUPPORT)).toBe(true);
    expect(touchesBindings("workers/media/style-order.test.ts", SUPPORT)).toBe(false);
  });
});
