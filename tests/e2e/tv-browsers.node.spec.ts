import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { parseAsEs2019Module } from "./support/es2019";
import { demoShows } from "./support/slideshow";

/**
 * Issue 21: the slideshow and /tv run in the built-in browsers of 2019 TVs (Tizen 5.5, webOS 5: Chromium
 * 68/69). Every script those pages load, collected from a real load in Chromium (scripts, module
 * preloads, the chunks they import once running, the slideshow's service worker, the inline scripts), must
 * parse as ES2019 (support/es2019.ts: acorn, plus the `import()`, `import.meta` and BigInt those
 * browsers have). vite.config.ts lowers the client for them; app/polyfills.ts fills in the APIs
 * (tv-browsers.js.spec.ts). And the slideshow page stays light enough for such a TV.
 * (A `.node` spec, so it runs once, in the JavaScript project; it does open pages.)
 */
/** Issue 21's budget for the slideshow page's compressed JavaScript. */
const SLIDESHOW_JS_BUDGET = 120 * 1024;
/**
 * What the page holds to as gzip, above that budget: React DOM and React Router alone are 106 KB of gzip (one
 * framework chunk, vite.config.ts), embla 8 KB; the rest (root, route, player with its screen reports, cable
 * client) is 14 KB. A ceiling just above today's figure, so nothing creeps in, until the page gets under the
 * budget as gzip too (a player island that runs without React Router's client would be about 85 KB). Raised from
 * 129 KB for issue 34's problem reports (the player's errors told to the owner: 129.5 KB, brotli 112.7 KB), and
 * from 130 KB for its week (the shop's clock, schedules, opening hours, the cards: 133.9 KB, brotli 116.6 KB, four
 * of those modules small chunks shared with the owner's pages).
 */
const SLIDESHOW_GZIP_CEILING = 135 * 1024;

/** Scripts of the page: every script response so far, plus the module preloads and script tags in the document. */
function watchScripts(page: Page) {
  const urls = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") urls.add(response.url());
  });
  return async () => {
    const inDocument = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[src]'),
        (element) => ("href" in element ? element.href : element.src),
      ),
    );
    for (const url of inDocument) urls.add(url);
    return [...urls].sort();
  };
}

async function bodiesOf(page: Page, urls: string[]) {
  return Promise.all(
    urls.map(async (url) => {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      return { url: new URL(url).pathname, code: await response.text() };
    }),
  );
}

/** The page's inline scripts (React Router's route manifest, module imports and hydration data). */
const inlineScripts = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("script:not([src])"))
      .filter((script) => ["", "module", "text/javascript"].includes(script.getAttribute("type") ?? ""))
      .map((script, index) => ({
        url: `${location.pathname} (inline script ${index + 1})`,
        code: script.textContent ?? "",
      })),
  );

/** The scripts that need newer syntax, each with acorn's complaint and the code around it. */
function newerThanEs2019(scripts: { url: string; code: string }[]) {
  return scripts.flatMap(({ url, code }) => {
    try {
      parseAsEs2019Module(code);
      return [];
    } catch (error) {
      const at = (error as { pos?: number }).pos ?? 0;
      return [`${url}: ${(error as Error).message} near ${JSON.stringify(code.slice(at - 40, at + 40))}`];
    }
  });
}

/** The slideshow playing (its player chunk imported and running), with its scripts and its service worker's. */
async function loadSlideshow(page: Page, path: string) {
  const scripts = watchScripts(page);
  await page.goto(`${path}?delay=500`);
  await expect(page.locator('.tv-stage[data-state="playing"]')).toBeAttached();
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "");
  expect(worker).toMatch(/\/slideshow-sw\.js$/);
  return { pageScripts: await bodiesOf(page, await scripts()), worker: await bodiesOf(page, [worker]) };
}

test("every script of the slideshow and its service worker parses as ES2019", async ({ page, request }) => {
  const { demo } = await demoShows(request);
  const { pageScripts, worker } = await loadSlideshow(page, demo);
  // The player's own imports are among them (the cable client, a chunk of its own since /tv imports it too).
  expect(pageScripts.map(({ url }) => url)).toContainEqual(expect.stringMatching(/\/cable-client-[\w-]+\.js$/));
  expect(pageScripts.length).toBeGreaterThan(5);
  const inline = await inlineScripts(page);
  expect(inline.length).toBeGreaterThan(0);
  expect(newerThanEs2019([...pageScripts, ...worker, ...inline])).toEqual([]);
});

test("every script of /tv parses as ES2019", async ({ page }) => {
  const scripts = watchScripts(page);
  const cable = page.waitForEvent("websocket", (socket) => new URL(socket.url()).pathname === "/cable");
  await page.goto("/tv");
  await cable; // the cable's code is imported once the page runs
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const loaded = await bodiesOf(page, await scripts());
  expect(loaded.map(({ url }) => url)).toContainEqual(expect.stringMatching(/\/cable-client-[\w-]+\.js$/));
  expect(newerThanEs2019([...loaded, ...(await inlineScripts(page))])).toEqual([]);
});

/** zod's own names, which survive minification (its classes and globals are named by strings). */
const ZOD = /__zod_global|\bZodError\b|"ZodType"|`ZodType`|\$ZodType/;

/**
 * Issue 21: at most 120 KB of compressed JavaScript on the slideshow page, every script it loads summed
 * (module preloads and the chunks imported once it runs). As brotli, which the edge sends every browser that
 * asks for it over HTTPS (TV browsers since Chromium 50 do), within the budget; as gzip at zlib's default level,
 * the encoding every TV browser accepts (over plain HTTP too), under SLIDESHOW_GZIP_CEILING.
 */
test(`the slideshow page loads at most ${SLIDESHOW_JS_BUDGET / 1024} KB of brotli-compressed JavaScript (gzip: ${SLIDESHOW_GZIP_CEILING / 1024} KB), zod not among it`, async ({
  page,
  request,
}) => {
  const { demo } = await demoShows(request);
  const { pageScripts } = await loadSlideshow(page, demo);
  const sizes = pageScripts
    .map(({ url, code }) => ({ url, gzip: gzipSync(code).length, brotli: brotliCompressSync(code).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (key: "brotli" | "gzip") => sizes.reduce((total, size) => total + size[key], 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const report = sizes.map(({ url, brotli, gzip }) => `${kb(gzip)} (brotli ${kb(brotli)}) ${url}`).join("\n");
  expect.soft(pageScripts.filter(({ code }) => ZOD.test(code)).map(({ url }) => url)).toEqual([]);
  const summary = `${kb(sum("gzip"))} gzip, ${kb(sum("brotli"))} brotli, in ${sizes.length} scripts:\n${report}`;
  test.info().annotations.push({ type: "slideshow JavaScript", description: summary });
  expect.soft(sum("brotli"), summary).toBeLessThanOrEqual(SLIDESHOW_JS_BUDGET);
  expect(sum("gzip"), summary).toBeLessThanOrEqual(SLIDESHOW_GZIP_CEILING);
});
