import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { transformSync } from "esbuild";

/**
 * Issue 11: the slideshow runs on Chromium 87+ and Safari 15+ TV browsers for
 * years. Every script of the built client (the service worker is copied as
 * written) must need no syntax newer than those: esbuild, asked to lower it
 * for them, must find nothing to change. (vite.config.ts sets the client's
 * build target, Safari 14 even; without it some 40 chunks fail here. esbuild
 * is asked for Safari 15: it cannot lower a Safari 14 destructuring quirk.)
 */
const TV_BROWSERS = ["chrome87", "safari15"];
const CLIENT = join(import.meta.dirname, "../../build/client");

function clientScripts() {
  const assets = readdirSync(join(CLIENT, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => join("assets", name));
  return [...assets, "slideshow-sw.js"];
}

test("the built client needs no syntax newer than Chromium 87 and Safari 15", () => {
  const scripts = clientScripts();
  expect(scripts.length).toBeGreaterThan(20);
  const newer = scripts.filter((script) => {
    const code = readFileSync(join(CLIENT, script), "utf8");
    const as = (target: string | string[]) => transformSync(code, { loader: "js", format: "esm", target }).code;
    try {
      return as("esnext") !== as(TV_BROWSERS);
    } catch {
      return true; // esbuild cannot even lower it
    }
  });
  expect(newer).toEqual([]);
});
