import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/**
 * axe on the page as it shows now, failing on any serious or critical
 * violation, with JavaScript on and off (the same rule as accessibility.spec.ts,
 * for specs that check a page in the middle of a journey). axe needs the
 * page's timers, which never fire with JavaScript off: there it looks at a
 * copy of the markup (scripts removed) in a JavaScript context of the same size.
 */
export async function expectAxeClean(page: Page) {
  const analyze = (target: Page) => new AxeBuilder({ page: target }).analyze();
  const { violations } =
    test.info().project.use.javaScriptEnabled === false ? await onCopy(page, analyze) : await analyze(page);
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  expect(serious, `axe on ${page.url()} at ${page.viewportSize()?.width} px`).toEqual([]);
}

async function onCopy<T>(page: Page, run: (page: Page) => Promise<T>): Promise<T> {
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link rel="modulepreload"[^>]*>/gi, "");
  const url = page.url();
  const context = await page
    .context()
    .browser()
    ?.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  if (!context) throw new Error("no browser to open the copy in");
  try {
    const copy = await context.newPage();
    await copy.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
    await copy.goto(url);
    return await run(copy);
  } finally {
    await context.close();
  }
}
