import { describe, expect, it } from "vitest";
import { parseAsEs2019Module } from "./es2019";

/**
 * The parser the TV-syntax test (tv-browsers.node.spec.ts) holds every script to: it must refuse what the
 * TVs of 2019 cannot run, or that test passes whatever the build ships.
 */
describe("parseAsEs2019Module", () => {
  it.each([
    ["optional chaining", "export const f = (a) => a?.b;"],
    ["an optional call", "export const f = (a) => a.b?.();"],
    ["nullish coalescing", "export const f = (a) => a ?? 1;"],
    ["a class field", "export class A { x = 1; }"],
    ["a static class field", "export class A { static x = 1; }"],
    ["a private method", "export class A { #x() {} }"],
    ["`export * as`", 'export * as ns from "./x.js";'],
    ["a numeric separator", "export const n = 1_000;"],
    ["logical assignment", "export let a; a ||= 1;"],
    ["top-level await", "await Promise.resolve();"],
  ])("refuses %s", (_, code) => {
    expect(() => parseAsEs2019Module(code)).toThrow(SyntaxError);
  });

  it.each([
    ["import()", 'export const load = () => import("./chunk.js");'],
    ["import() as a statement", 'import("./chunk.js").then((m) => m.run());'],
    ["import.meta", "export const here = import.meta.url;"],
    ["import.meta as a statement", "import.meta.hot;"],
    ["a BigInt literal", "export const big = 10n + 0x1fn;"],
    ["import and export declarations", 'import { a } from "./a.js"; export * from "./b.js"; export default a;'],
    ["ES2019 syntax", "export const f = async function* ({ a, ...rest }) { try { yield* [a]; } catch { } };"],
  ])("takes %s", (_, code) => {
    expect(() => parseAsEs2019Module(code)).not.toThrow();
  });
});
