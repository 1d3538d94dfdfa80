import { SCAN_TEXTS } from "@contract/scans";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { readSlideCode } from "./support/scan";
import { screenTv } from "./support/tv";
import { addStyle, approveStyle } from "./support/visitor";

/**
 * Scans from the shop's screen (issue 24), end to end: the QR code read from
 * the pixels of a playing TV is a short `/q/` link naming that screen and the
 * style on it; a phone (without JavaScript) that follows it lands on the
 * style's page; the owner sees the scan on My screens.
 */
test.use({ cookieChoiceMade: true });

test("a phone scanning the playing TV lands on the style, and the owner sees the scan", async ({
  page,
  stylist,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const styleId = await addStyle(request, stylist, "#scanme");
  await approveStyle(request, styleId);

  const { context: tvContext, tv } = await screenTv(browser, request, stylist);
  const scanned = await readSlideCode(tv);
  expect(scanned.startsWith(`${baseURL}/q/t`)).toBe(true);
  const path = new URL(scanned).pathname;
  expect(path.length).toBeLessThanOrEqual(24);
  expect(new URL(scanned).search).toBe("");
  expect(path.endsWith(styleId)).toBe(true);
  await tvContext.close();

  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  });
  const visitor = await phone.newPage();
  await visitor.goto(scanned);
  // The page carries the scan's code on (issue 36), to credit the visit and its taps to the screen.
  await expect(visitor).toHaveURL(new RegExp(`/${styleId}/style\\?via=t[\\w-]{8}${styleId}$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await phone.cookies()).toEqual([]);
  await phone.close();

  await page.goto(`/accounts/${stylist.accountId}/screens`);
  const scans = page.getByRole("region", { name: SCAN_TEXTS.title });
  await expect
    .poll(
      async () => {
        await page.reload();
        return scans.getByTestId("scans-total").textContent();
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toContain(SCAN_TEXTS.total(1));
  await expect(
    scans
      .getByRole("listitem")
      .filter({ hasText: SCAN_TEXTS.count(1) })
      .first(),
  ).toBeVisible();
});
