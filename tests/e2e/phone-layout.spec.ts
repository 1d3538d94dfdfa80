import { ACCOUNT_MESSAGES } from "@contract/messages";
import type { Locator, Page } from "@playwright/test";
import { skipCookieBanner, toast, uniqueEmail } from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";

/*
 * The smaller points a designer hit on a phone (issue 8, 1.9), with
 * JavaScript on and off: the cookie banner, tab strips at 320 px, one name for
 * Explore, 44 px tap targets and the current-page highlight.
 */
const PHONE = { width: 390, height: 844 };
/** The legal pages and their tab titles (app/components/legal-pages.ts). */
const LEGAL_PAGES = [
  { to: "/imprint", title: "Imprint" },
  { to: "/data-privacy", title: "Data privacy" },
  { to: "/cookies", title: "Cookies" },
  { to: "/legal", title: "Terms of Use" },
  { to: "/copyright", title: "Copyright" },
];

/** Every element the locator matches is at least 44×44 px. */
async function expectTapTargets(targets: Locator, what: string) {
  const boxes = await targets.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return { text: element.textContent?.trim() || element.getAttribute("aria-label"), width, height };
    }),
  );
  expect(boxes.length, what).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.height, `${what}: ${box.text}`).toBeGreaterThanOrEqual(44);
    expect(box.width, `${what}: ${box.text}`).toBeGreaterThanOrEqual(44);
  }
}

/** Every link of a tab strip lies wholly on screen and shows its whole label. */
async function expectTabsOnScreen(page: Page, strip: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  const tabs = await strip.getByRole("link").evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect();
      return { text: link.textContent, left: box.left, right: box.right, cut: link.scrollWidth > link.clientWidth };
    }),
  );
  for (const tab of tabs) {
    expect(tab.left, `${tab.text} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(tab.right, `${tab.text} ends on screen`).toBeLessThanOrEqual(width);
    expect(tab.cut, `${tab.text} shows its whole label`).toBe(false);
  }
  await expect(strip.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
}

test.describe("the cookie banner", () => {
  test.use({ viewport: PHONE });

  test("is compact on a phone", async ({ page }) => {
    await page.goto("/explore");
    const box = await page.getByRole("region", { name: "Cookie consent" }).boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(PHONE.height * 0.15);
  });

  test("comes right after the skip link in the tab order", async ({ page }) => {
    await page.goto("/explore");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("region", { name: "Cookie consent" }).getByRole("link", { name: "Read more" }),
    ).toBeFocused();
  });
});

test("the skip link leads past the header to the page", async ({ page, context, baseURL }) => {
  await skipCookieBanner(context, baseURL);
  await page.goto("/imprint");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/imprint#main");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("navigation", { name: "Legal pages" }).getByRole("link").first()).toBeFocused();
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { to } of LEGAL_PAGES) {
    test(`the legal tabs on ${to} all show, the current one included`, async ({ page, context, baseURL }) => {
      await skipCookieBanner(context, baseURL);
      await page.goto(to);
      await expectTabsOnScreen(page, page.getByRole("navigation", { name: "Legal pages" }));
    });
  }

  test("the account tabs all show, the current one included", async ({ page, stylist }) => {
    for (const tab of ["", "/security", "/referral", "/settings"]) {
      await page.goto(`/accounts/${stylist.accountId}${tab}`);
      await expectTabsOnScreen(page, page.getByRole("navigation", { name: "Account" }));
    }
  });
});

test("Explore has one name, in the header and the footer", async ({ page, context, baseURL }) => {
  await skipCookieBanner(context, baseURL);
  await page.goto("/imprint");
  await expect(page.getByRole("banner").getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/explore");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Explore" })).toHaveAttribute(
    "href",
    "/explore",
  );
  await expect(page.getByText("Gallery", { exact: true })).toHaveCount(0);
});

test.describe("tap targets on a phone are 44 px or more", () => {
  test.use({ viewport: PHONE });

  test("footer links", async ({ page, context, baseURL }) => {
    await skipCookieBanner(context, baseURL);
    await page.goto("/");
    await expectTapTargets(page.getByRole("contentinfo").getByRole("link"), "footer");
  });

  test("header controls", async ({ page, context, baseURL }) => {
    await skipCookieBanner(context, baseURL);
    await page.goto("/explore");
    await expectTapTargets(page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }), "menu toggle");
  });

  test("data table sort headers and paging", async ({ page, context, baseURL, allowBrowserErrors }) => {
    await skipCookieBanner(context, baseURL);
    allowBrowserErrors(failedLoad(404, "/media/does-not-exist.")); // the gallery shows missing media on purpose
    await page.goto("/dev/ui");
    const table = page.getByRole("table", { name: "Sample subscribers" });
    await expectTapTargets(table.getByRole("columnheader").getByRole("link"), "sort headers");
    await expectTapTargets(
      page.getByRole("navigation", { name: "Sample subscribers pages" }).getByRole("link"),
      "paging",
    );
  });

  test("deleting an invitation", async ({ page, stylist }, testInfo) => {
    await page.goto(`/accounts/${stylist.accountId}/referral`);
    await page.getByLabel("Friend's email").fill(uniqueEmail(testInfo, "tap"));
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(page, ACCOUNT_MESSAGES.inviteSent)).toBeVisible();
    await expectTapTargets(page.getByRole("button", { name: /^Delete the invitation to/ }), "delete invitation");
  });
});

test.describe("the current page is marked (aria-current) in", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipCookieBanner(context, baseURL);
  });

  test("the header", async ({ page }) => {
    await page.goto("/explore");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Explore" })).toHaveAttribute("aria-current", "page");
    await page.goto("/login");
    await expect(main.getByRole("link", { name: "Login" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "Explore" })).not.toHaveAttribute("aria-current");
    await page.goto("/register");
    await expect(main.getByRole("link", { name: "Register" })).toHaveAttribute("aria-current", "page");
  });

  test("the footer", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    for (const [path, name] of [
      ["/", "Home"],
      ["/explore", "Explore"],
      ["/login", "Login"],
      ["/cookies", "Cookies"],
    ] as const) {
      await page.goto(path);
      await expect(footer.locator('[aria-current="page"]'), path).toHaveText(name);
    }
  });

  test("the legal tabs", async ({ page }) => {
    for (const { to, title } of LEGAL_PAGES) {
      await page.goto(to);
      await expect(page.getByRole("navigation", { name: "Legal pages" }).locator('[aria-current="page"]')).toHaveText(
        title,
      );
    }
  });

  test("the account tabs and the user menu", async ({ page, stylist }) => {
    for (const [tab, name] of [
      ["", "Profile"],
      ["/security", "Security"],
      ["/referral", "Referral"],
      ["/settings", /Slideshow/],
    ] as const) {
      await page.goto(`/accounts/${stylist.accountId}${tab}`);
      await expect(page.getByRole("navigation", { name: "Account" }).locator('[aria-current="page"]')).toHaveText(name);
    }
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My account", includeHidden: true }),
    ).toHaveAttribute("aria-current", "page");
  });
});
