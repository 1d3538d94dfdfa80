import { ACCOUNT_MESSAGES } from "@contract/messages";
import { OPENING_HOURS_MESSAGES, type OpeningHours } from "@contract/opening-hours";
import { openingStatusText } from "@contract/opening-status";
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from "@contract/shop-clock";
import type { Page } from "@playwright/test";
import { toast } from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";

/**
 * Opening hours on the profile form (issue 23 point 5, issue 25 point 2,
 * issue 34 point 2): per day Closed or opening and closing times, a second
 * pair after a break, and the shop's time zone, with JavaScript and without.
 */
const day = (page: Page, weekday: Weekday) => page.getByRole("group", { name: WEEKDAY_NAMES[weekday], exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const problems = (page: Page) => page.getByRole("alert", { name: "Your changes were not saved" });

async function setDay(page: Page, weekday: Weekday, hours: [string, string] | "closed") {
  const row = day(page, weekday);
  if (hours === "closed") {
    await row.getByLabel("Closed").check();
    return;
  }
  await row.getByLabel("Closed").uncheck();
  await row.getByLabel("Opens", { exact: true }).fill(hours[0]);
  await row.getByLabel("Closes", { exact: true }).fill(hours[1]);
}

const WEEK: Record<Weekday, [string, string] | "closed"> = {
  mon: "closed",
  tue: ["09:00", "18:00"],
  wed: ["09:00", "18:00"],
  thu: ["10:00", "20:00"],
  fri: ["09:00", "18:00"],
  sat: ["09:30", "14:00"],
  sun: "closed",
};

async function expectWeek(page: Page, week: Record<Weekday, [string, string] | "closed">) {
  for (const [weekday, hours] of Object.entries(week) as [Weekday, [string, string] | "closed"][]) {
    const row = day(page, weekday);
    if (hours === "closed") {
      await expect(row.getByLabel("Closed")).toBeChecked();
    } else {
      await expect(row.getByLabel("Closed")).not.toBeChecked();
      await expect(row.getByLabel("Opens", { exact: true })).toHaveValue(hours[0]);
      await expect(row.getByLabel("Closes", { exact: true })).toHaveValue(hours[1]);
    }
  }
}

test("set the opening hours, fix a day that closes before it opens, and they stick after a reload", async ({
  page,
  stylist,
  allowBrowserErrors,
}, testInfo) => {
  test.slow(); // three saves and two reloads of a form of 30 time fields; a loaded machine took over a minute
  const js = testInfo.project.name !== "no-js";
  // Without JavaScript the bad Tuesday is posted: the action answers 400 with the field's error.
  allowBrowserErrors(failedLoad(400, `/accounts/${stylist.accountId}`));
  await page.goto(`/accounts/${stylist.accountId}`);
  await field(page, "Company").fill("Salon Stunden");
  await field(page, "Street").fill("Uhrstraße 7");
  await field(page, "Postcode/ZIP").fill("10115");
  await field(page, "City").fill("Berlin");
  const section = page.getByRole("group", { name: "Opening hours" });
  await expect(section).toBeVisible();
  for (const [weekday, hours] of Object.entries(WEEK) as [Weekday, [string, string] | "closed"][]) {
    await setDay(page, weekday, hours);
  }
  if (js) {
    // A closed day's times are greyed out; untick Closed and they come back.
    await expect(day(page, "mon").getByLabel("Opens", { exact: true })).toBeDisabled();
  }

  // Tuesday closes before it opens.
  await day(page, "tue").getByLabel("Closes", { exact: true }).fill("08:00");
  const order = OPENING_HOURS_MESSAGES.order("tue");
  if (js) {
    await day(page, "wed").getByLabel("Opens", { exact: true }).focus(); // leaving the field checks it
    await expect(day(page, "tue").getByText(order)).toBeVisible();
  }
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(problems(page).getByRole("link", { name: order })).toBeVisible();
  await expect(day(page, "tue").getByText(order)).toBeVisible();
  await expect(day(page, "tue").getByLabel("Closes", { exact: true })).toHaveAttribute("aria-invalid", "true");
  if (!js) {
    // What was typed comes back with the error, so nothing is lost.
    await expect(day(page, "sat").getByLabel("Opens", { exact: true })).toHaveValue("09:30");
    await expect(day(page, "sun").getByLabel("Closed")).toBeChecked();
  }

  await day(page, "tue").getByLabel("Closes", { exact: true }).fill("18:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.profileUpdated)).toBeVisible();
  await expect(problems(page)).toHaveCount(0);
  await expectWeek(page, WEEK);

  await page.reload();
  await expectWeek(page, WEEK);

  // Change one day: only that changes; a day left out once others are set is a problem, not a guess.
  await setDay(page, "mon", ["11:00", "15:00"]);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.profileUpdated)).toBeVisible();
  await page.reload();
  await expectWeek(page, { ...WEEK, mon: ["11:00", "15:00"] });

  // Every day emptied: the shop no longer says (and screen mails may come at any time). From Sunday up: a
  // half-emptied week shows its errors as each day is left, and an error line above a box moves it mid-click.
  for (const weekday of (Object.keys(WEEK) as Weekday[]).reverse()) await setDay(page, weekday, ["", ""]);
  // Leaving the last field checks the week: blank everywhere, so the errors of the half-emptied week go.
  await field(page, "City").focus();
  await expect(page.getByRole("group", { name: "Opening hours" }).locator('[data-feedback="error"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.profileUpdated)).toBeVisible();
  await page.reload();
  for (const weekday of Object.keys(WEEK) as Weekday[]) {
    await expect(day(page, weekday).getByLabel("Closed")).not.toBeChecked();
    await expect(day(page, weekday).getByLabel("Opens", { exact: true })).toHaveValue("");
  }
});

test("a New York shop with a lunch break: the time zone and the second range saved, and the about-me page says them", async ({
  page,
  stylist,
}) => {
  test.slow(); // a save, a reload and the visitor's page; a loaded machine took almost a minute
  await page.goto(`/accounts/${stylist.accountId}`);
  await field(page, "Company").fill("Salon Manhattan");
  await field(page, "Street").fill("5th Avenue 1");
  await field(page, "Postcode/ZIP").fill("10115");
  await field(page, "City").fill("Berlin");
  const zone = page.getByLabel("Time zone", { exact: true });
  await expect(zone).toHaveValue("Europe/Berlin"); // every shop's until its owner picks another
  await zone.selectOption("America/New_York");
  for (const [weekday, hours] of Object.entries(WEEK) as [Weekday, [string, string] | "closed"][]) {
    await setDay(page, weekday, hours);
  }
  await day(page, "tue").getByLabel("Closes", { exact: true }).fill("12:30");
  await day(page, "tue").getByLabel("Opens after a break").fill("13:30");
  await day(page, "tue").getByLabel("Closes again").fill("18:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.profileUpdated)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("America/New_York");
  await expectWeek(page, { ...WEEK, tue: ["09:00", "12:30"] });
  await expect(day(page, "tue").getByLabel("Opens after a break")).toHaveValue("13:30");
  await expect(day(page, "tue").getByLabel("Closes again")).toHaveValue("18:00");
  await expect(day(page, "wed").getByLabel("Opens after a break")).toHaveValue("");

  // The visitor's page: the week with the break, and "open now" on New York's clock.
  const hours = Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const given = WEEK[weekday];
      return [weekday, given === "closed" ? null : [{ from: given[0], to: given[1] }]];
    }),
  ) as OpeningHours;
  hours.tue = [
    { from: "09:00", to: "12:30" },
    { from: "13:30", to: "18:00" },
  ];
  const before = Date.now();
  await page.getByRole("link", { name: "View profile" }).click();
  const week = page.getByRole("table", { name: "Opening hours" }).getByRole("row");
  await expect(week.filter({ hasText: "Tuesday" })).toHaveText(/Tuesday.*09:00–12:30, 13:30–18:00$/);
  const status = await page.locator("[data-opening-status]").first().innerText();
  expect([
    openingStatusText(hours, before, "America/New_York"),
    openingStatusText(hours, Date.now(), "America/New_York"),
  ]).toContain(status);
});

test("no hours at all is fine: the section can stay empty", async ({ page, stylist }) => {
  await page.goto(`/accounts/${stylist.accountId}`);
  await field(page, "Company").fill("Salon Ohne Zeit");
  await field(page, "Street").fill("Zeitweg 1");
  await field(page, "Postcode/ZIP").fill("10115");
  await field(page, "City").fill("Berlin");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.profileUpdated)).toBeVisible();
  for (const weekday of ["mon", "sun"] as const) {
    await expect(day(page, weekday).getByLabel("Closed")).not.toBeChecked();
    await expect(day(page, weekday).getByLabel("Opens", { exact: true })).toHaveValue("");
  }
});

test.describe("screenshots of the section", () => {
  for (const [name, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    test(`on a ${name}`, async ({ page, stylist }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(`/accounts/${stylist.accountId}`);
      for (const [weekday, hours] of Object.entries(WEEK) as [Weekday, [string, string] | "closed"][]) {
        await setDay(page, weekday, hours);
      }
      await day(page, "sat").getByLabel("Closes", { exact: true }).fill("08:00");
      await day(page, "sun").getByLabel("Closed").focus();
      const section = page.getByRole("group", { name: "Opening hours" });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      // The sticky header would cover part of a section taller than the screen in an element screenshot.
      await page.evaluate(() => {
        document.querySelectorAll("header").forEach((header) => {
          header.style.position = "static";
        });
      });
      await section.screenshot({ path: testInfo.outputPath(`opening-hours-${name}.png`) });
    });
  }
});
