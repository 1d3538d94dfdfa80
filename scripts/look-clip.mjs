import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./find-chromium.mjs";
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const [path, name, w, h, dpr, selector] = process.argv.slice(2);
const page = await (await browser.newContext({ viewport: { width: Number(w), height: Number(h) }, deviceScaleFactor: Number(dpr) })).newPage();
await page.goto("http://localhost:8790" + path, { waitUntil: "networkidle" });
await page.locator(selector).first().scrollIntoViewIfNeeded();
await page.locator(selector).first().screenshot({ path: `/tmp/${name}.png` });
await browser.close();
