import type { Browser } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { readSlideCode } from "./support/scan";
import { apiHeaders } from "./support/styles-api";
import { screenTv } from "./support/tv";
import { addStyle, approveStyle } from "./support/visitor";

/**
 * What the screen brought in (issue 36), end to end: a phone without
 * JavaScript scans the playing TV's code, lands on the style's page and taps
 * WhatsApp; the owner's Insights show that screen's and that style's scan,
 * visit and tap. A second phone within 30 minutes counts again; the same
 * phone again does not.
 */
test.use({ cookieChoiceMade: true });

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";

/** A phone (no JavaScript, a first visit: the cookie banner up) that follows the scanned code and taps WhatsApp. */
async function scanAndTapWhatsApp(browser: Browser, scanned: string, userAgent: string) {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
    userAgent,
  });
  // No network here: WhatsApp's page is a stand-in, reached through our redirect.
  await phone.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" }),
  );
  const visitor = await phone.newPage();
  await visitor.goto(scanned);
  await expect(visitor).toHaveURL(/\/style\?via=t[\w-]+$/);
  const [chat] = await Promise.all([
    phone.waitForEvent("page"),
    visitor.locator("[data-contact-list] [data-contact=whatsapp]").click(),
  ]);
  await expect(chat).toHaveURL("https://wa.me/491701234567");
  expect(await phone.cookies()).toEqual([]);
  await phone.close();
}

test("a scan, its visit and its WhatsApp tap reach Insights for that screen and style", async ({
  page,
  stylist,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const saved = await request.put(`${baseURL}/v1/users/accounts/${stylist.accountId}`, {
    headers: apiHeaders(stylist),
    data: {
      // A town of its own: other journeys search Explore for Berlin and expect only the demo shop there.
      company: "Insight Cuts",
      address: "Markt 1",
      zip_code: "02763",
      city: "Zittau",
      whatsapp: "+49 170 1234567",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const styleId = await addStyle(request, stylist, "#insights");
  await approveStyle(request, styleId);
  const { context: tvContext, tv } = await screenTv(browser, request, stylist);
  const scanned = await readSlideCode(tv);
  expect(new URL(scanned).pathname.endsWith(styleId)).toBe(true);
  await tvContext.close();

  const insightsShow = async (count: number) => {
    // Both the screen's funnel and the style's: its image's words and its table say the same numbers.
    const funnel = new RegExp(`Scans ${count}, Visits ${count}, Taps ${count}, WhatsApp ${count}$`);
    await expect
      .poll(
        async () => {
          await page.goto(`/accounts/${stylist.accountId}/insights`);
          const charts = page.getByRole("region", { name: /^Per (screen|style)$/ }).getByRole("img", { name: funnel });
          return charts.count();
        },
        { timeout: 20_000, intervals: [500, 1_000] },
      )
      .toBe(2);
    for (const name of ["Per screen", "Per style"]) {
      const table = page.getByRole("region", { name }).getByRole("table");
      for (const step of ["Scans", "Visits", "Taps", "WhatsApp"]) {
        const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: step, exact: true }) });
        await expect(row.getByRole("cell").first(), `${name}: ${step}`).toHaveText(String(count));
      }
    }
  };

  await scanAndTapWhatsApp(browser, scanned, IPHONE);
  await insightsShow(1);
  // The same phone again within the windows: nothing more. Another phone: counted.
  await scanAndTapWhatsApp(browser, scanned, IPHONE);
  await scanAndTapWhatsApp(browser, scanned, PIXEL);
  await insightsShow(2);
});
