import { expect, type Locator, type Page } from "@playwright/test";

/** The page, and the box around `scroller` if given, are no wider than the window: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, scroller?: Locator) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `the page is ${overflow} px too wide`).toBeLessThanOrEqual(0);
  if (!scroller) return;
  const inner = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(inner, `the table is ${inner} px too wide for its box`).toBeLessThanOrEqual(0);
}
