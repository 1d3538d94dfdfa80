import type { AfterHours } from "@contract/after-hours";
import { SLIDESHOW_MESSAGES } from "@contract/slideshow";
import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { decodePng, near, share } from "./support/decode-png";
import { apiHeaders } from "./support/styles-api";
import type { Stylist } from "./support/stylists";
import { addStyle, addWindowedStyle, approveStyle } from "./support/visitor";

/**
 * The shop's week on its screen (issue 34): the TV decides by itself, from the
 * show it holds and its own clock (Playwright's), when to show the closed
 * card, go dark or play, without a reload. Service workers are blocked so the
 * page's every request is seen.
 */
test.use({ serviceWorkers: "block" });
test.describe.configure({ timeout: 120_000 });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const nineToSix = { from: "09:00", to: "18:00" };
const WEEKDAYS_OPEN = {
  mon: nineToSix,
  tue: nineToSix,
  wed: nineToSix,
  thu: nineToSix,
  fri: nineToSix,
  sat: null,
  sun: null,
};
/** Friday 4 December 2026 at `time` in Berlin (UTC+1), or where the offset says (New York: -05:00). */
const friday = (time: string, offset = "+01:00") => new Date(`2026-12-04T${time}${offset}`);

/** A shop open 09:00–18:00 on weekdays, with one approved style, and what its screens do after hours. */
async function shopWithHours(
  request: APIRequestContext,
  stylist: Stylist,
  afterHours: AfterHours,
  timeZone = "Europe/Berlin",
) {
  const headers = apiHeaders(stylist);
  const profile = await request.put(`${baseURL}/v1/users/accounts/${stylist.accountId}`, {
    headers,
    data: {
      company: "Week Salon",
      // Not Berlin: the visitor journey's search for "Berl" expects the demo shop alone (visitor.spec.ts).
      address: "Jungfernstieg 1",
      zip_code: "20095",
      city: "Hamburg",
      opening_hours: WEEKDAYS_OPEN,
      time_zone: timeZone,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const setting = await request.put(`${baseURL}/v1/users/account/after_hours`, {
    headers,
    data: { after_hours: afterHours },
  });
  expect(setting.status(), await setting.text()).toBe(200);
  await approveStyle(request, await addStyle(request, stylist));
  return `/week-salon-${stylist.accountId}`;
}

const stage = (page: Page) => page.locator(".tv-root > .tv-frame > .tv-stage");
const slideKeys = (page: Page) =>
  page.getByTestId("slide").evaluateAll((slides) => slides.map((slide) => slide.getAttribute("data-key")));

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a TV in New York shows the closed card until 09:00 there, then the show, without a reload", async ({
      page,
      request,
      stylist,
    }) => {
      const show = await shopWithHours(request, stylist, "closed_card", "America/New_York");
      // 08:59:30 in New York is 14:59:30 in Berlin: the shop's clock decides.
      await page.clock.install({ time: friday("08:59:30", "-05:00") });
      await page.goto(show);
      await expect(stage(page)).toHaveAttribute("data-state", "closed_card");
      const card = page.getByTestId("closed-card");
      await expect(card).toContainText("Week Salon");
      await expect(card).toContainText(SLIDESHOW_MESSAGES.closed({ time: "09:00", daysAhead: 0, day: "fri" }));
      // No booking link: the code leads to the shop's page and says so; no ad, no slide.
      await expect(card.getByRole("img", { name: SLIDESHOW_MESSAGES.contactQr })).toBeVisible();
      // Nothing to book and no number (issue 37): the words promise only the shop's styles.
      await expect(card.getByRole("figure")).toHaveText(SLIDESHOW_MESSAGES.scanHint.styles);
      await expect(page.getByTestId("slide")).toHaveCount(0);
      const box = await card.boundingBox();
      expect(box?.width).toBeGreaterThan(viewport.width * 0.9);

      const navigations: string[] = [];
      page.on("framenavigated", (frame) => navigations.push(frame.url()));
      await page.clock.fastForward(MINUTE); // 09:00:30
      await expect(stage(page)).toHaveAttribute("data-state", "playing");
      await expect(page.getByTestId("closed-card")).toHaveCount(0);
      expect(navigations).toEqual([]);
    });

    test("a style windowed 17:00–20:00 joins the show at 17:00 and leaves at 20:00, online or not", async ({
      page,
      context,
      request,
      stylist,
      allowBrowserErrors,
    }) => {
      allowBrowserErrors(/net::ERR_INTERNET_DISCONNECTED/); // the cable tries again while the network is cut, on purpose
      const show = await shopWithHours(request, stylist, "keep_playing");
      const evening = `style:${await addWindowedStyle(request, stylist, { from: "17:00", to: "20:00" })}`;
      await page.clock.install({ time: friday("16:59:30") });
      // Slides of a minute: the clock's jumps below then never look like a stuck show to the player's watchdog.
      await page.goto(`${show}?delay=60000`);
      await expect(stage(page)).toHaveAttribute("data-state", "playing");
      await expect.poll(() => slideKeys(page)).not.toContain(evening);
      await page.clock.fastForward(MINUTE); // 17:00:30
      await expect.poll(() => slideKeys(page)).toContain(evening);
      // With the network cut, the TV still goes by its own clock.
      await context.setOffline(true);
      await page.clock.fastForward(3 * HOUR); // 20:00:30
      await expect.poll(() => slideKeys(page)).not.toContain(evening);
      await expect(stage(page)).toHaveAttribute("data-state", "playing");
      await context.setOffline(false);
    });

    test("the dark setting gives a black frame that asks for nothing, and wakes at opening time", async ({
      page,
      request,
      stylist,
    }) => {
      const show = await shopWithHours(request, stylist, "dark");
      await page.clock.install({ time: friday("20:00:00") });
      await page.goto(show);
      await expect(stage(page)).toHaveAttribute("data-state", "dark");
      const pixels = decodePng(await page.screenshot());
      expect(share(pixels, near("#000000", 2))).toBe(1);

      const requests: string[] = [];
      page.on("request", (sent) => requests.push(sent.url()));
      // Over the night the show would have asked for its playlist every five minutes: dark, it asks nothing.
      for (let hour = 0; hour < 12; hour++) await page.clock.fastForward(HOUR); // Saturday 08:00
      await page.clock.fastForward(MINUTE);
      await expect(stage(page)).toHaveAttribute("data-state", "dark");
      expect(requests).toEqual([]);

      // Monday 09:00: it wakes by itself, asks for the show once, and plays.
      for (let hour = 0; hour < 49; hour++) await page.clock.fastForward(HOUR);
      await expect(stage(page)).toHaveAttribute("data-state", "playing");
      expect(requests.some((url) => new URL(url).pathname === `${show}/playlist`)).toBe(true);
    });
  });
}
