import { API_KEY_HEADER } from "@contract/api-headers";
import { SLIDESHOW_CHANNEL } from "@contract/cable";
import { MY_SCREENS_MESSAGES, MY_SCREENS_TEXTS } from "@contract/screens";
import type { Style } from "@contract/style";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import WebSocket from "ws";
import { baseURL } from "../../playwright.config";
import { toast } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { devVar } from "./support/dev-vars";
import { addStyleByApi } from "./support/styles-api";
import { type Stylist, signInByApi } from "./support/stylists";

/**
 * My screens (issue 23 point 3, and the owner's side of point 4), with
 * JavaScript on and off. The TV is a screen session (ADR 19) whose
 * slideshow reports over /cable what it shows: here a socket of the test's
 * own speaks for it, as the player does, so the page's side is tested
 * whatever the player's state.
 */
test.use({ cookieChoiceMade: true });

const TV_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 9; BRAVIA 4K GB) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.101 Safari/537.36";
const HOUR_MS = 3_600_000;

/**
 * A TV logged in for the stylist, as /tv's password form does (a sign-in of
 * its own, made a screen session), and the ticket its slideshow shows /cable.
 */
async function screenSession(request: APIRequestContext, stylist: Stylist) {
  const key = { [API_KEY_HEADER]: devVar("API_KEY") };
  const tv = await signInByApi(request, stylist.email, stylist.password);
  const session = await request.post(`${baseURL}/v1/users/screen_session`, {
    headers: { ...key, Authorization: `Bearer ${tv.tokens.accessToken}` },
  });
  expect(session.status(), await session.text()).toBe(200);
  const ticket = await request.post(`${baseURL}/v1/users/screen_ticket`, {
    headers: { ...key, Authorization: `Bearer ${session.headers()["access-token"]}` },
  });
  expect(ticket.status(), await ticket.text()).toBe(200);
  return ((await ticket.json()) as { data: { screen_id: string; ticket: string } }).data;
}

type Report = {
  showing: Style;
  visible?: boolean;
  plays?: { kind: "style"; id: string; hour: number; count: number }[];
};

/** The TV's slideshow on the cable: subscribed as its screen, reporting what it shows. */
async function tvOnCable(accountId: string, ticket: string) {
  const url = new URL("/cable", baseURL.replace(/^http/, "ws"));
  url.search = new URLSearchParams({ account_id: accountId, screen_ticket: ticket }).toString();
  const socket = new WebSocket(url, "actioncable-v1-json", { headers: { "User-Agent": TV_USER_AGENT } });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  const identifier = JSON.stringify({ channel: SLIDESHOW_CHANNEL, account_id: accountId });
  const confirmed = new Promise<void>((resolve, reject) => {
    socket.on("message", (raw) => {
      const message = JSON.parse(String(raw)) as { type?: string };
      if (message.type === "confirm_subscription") resolve();
      if (message.type === "reject_subscription") reject(new Error("the slideshow was refused"));
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  socket.send(JSON.stringify({ command: "subscribe", identifier }));
  await confirmed;
  const report = ({ showing, visible = true, plays }: Report) => {
    const thumb = showing.attributes.payload[0]?.thumb ?? "";
    const heartbeat = {
      action: "heartbeat",
      reason: "slide",
      timestamp: Date.now(),
      visible,
      screen: { width: 1920, height: 1080, orientation: "landscape", resolution: "1920x1080" },
      showing: { kind: "style", id: showing.id, src: thumb, since: Date.now() },
      delay_ms: 8000,
      ...(plays ? { plays } : {}),
    };
    socket.send(JSON.stringify({ command: "message", identifier, data: JSON.stringify(heartbeat) }));
  };
  return { socket, closed, report };
}

const screensPage = (accountId: string) => `/accounts/${accountId}/screens`;
const card = (page: Page, name: string) => page.getByRole("article", { name });
const statusOf = (screen: Locator) => screen.locator("[data-status]");
const shownPicture = (screen: Locator) => screen.locator("img").first();

test("a TV logged in as a screen shows on My screens with its status and slide; it follows the TV, is renamed and removed", async ({
  page,
  stylist,
  request,
}, testInfo) => {
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const [first, second] = [
    await addStyleByApi(request, stylist, ["first.png"]),
    await addStyleByApi(request, stylist, ["second.png"]),
  ];
  if (!first || !second) throw new Error("no styles");
  const { ticket } = await screenSession(request, stylist);
  const tv = await tvOnCable(stylist.accountId, ticket);
  tv.report({ showing: first });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(screensPage(stylist.accountId));
  await expect(page).toHaveTitle(`${MY_SCREENS_TEXTS.title} | Stylecast`);
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Screens" }),
  ).toHaveAttribute("aria-current", "page");
  const screen = card(page, MY_SCREENS_TEXTS.unnamed);
  await expect(statusOf(screen)).toHaveText("Playing");
  await expect(screen.getByTestId("now-showing")).toHaveText("Curly, brown");
  await expect(shownPicture(screen)).toHaveAttribute("src", first.attributes.payload[0]?.thumb ?? "none");
  await expect(shownPicture(screen)).toHaveAttribute("alt", "Curly, brown");
  await expect(screen.getByText("Chrome 87.0.4280.101 on Android 9")).toBeVisible();
  await expect(screen.getByText("1920x1080")).toBeVisible();
  // The legend says what each status means.
  await expect(page.getByRole("region", { name: MY_SCREENS_TEXTS.legendTitle })).toContainText(
    "Online and moving on from slide to slide",
  );
  await page.screenshot({ path: testInfo.outputPath("my-screens-390x844.png"), fullPage: true });

  // Named "Window TV": it sticks.
  await screen.getByLabel(MY_SCREENS_TEXTS.nameLabel).fill("Window TV");
  await screen.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, MY_SCREENS_MESSAGES.renamed)).toBeVisible();
  await page.reload();
  const windowTv = card(page, "Window TV");
  await expect(windowTv.getByLabel(MY_SCREENS_TEXTS.nameLabel)).toHaveValue("Window TV");

  // The TV moves on to the next slide, counts three plays of the first, and is hidden: with JavaScript the page
  // follows by itself within seconds; without it a reload shows the same.
  tv.report({
    showing: second,
    visible: false,
    plays: [{ kind: "style", id: first.id, hour: Math.floor(Date.now() / HOUR_MS) * HOUR_MS, count: 3 }],
  });
  if (!javaScript) {
    await expect
      .poll(async () => {
        await page.reload();
        return statusOf(windowTv).textContent();
      })
      .toBe("Hidden");
  }
  await expect(statusOf(windowTv)).toHaveText("Hidden", { timeout: 15_000 });
  await expect(shownPicture(windowTv)).toHaveAttribute("src", second.attributes.payload[0]?.thumb ?? "none");
  tv.report({ showing: second });
  // Without JavaScript, reloaded until the object has the report (a socket's message may come after one reload).
  if (!javaScript) {
    await expect
      .poll(async () => {
        await page.reload();
        return statusOf(windowTv).textContent();
      })
      .toBe("Playing");
  }
  await expect(statusOf(windowTv)).toHaveText("Playing", { timeout: 15_000 });

  // Plays on your screens: per style and per screen.
  const plays = page.getByRole("region", { name: MY_SCREENS_TEXTS.playsTitle });
  await expect(plays.getByTestId("plays-total")).toHaveText("Last 7 days: 3 plays in all");
  await expect(plays.getByRole("region", { name: MY_SCREENS_TEXTS.playsPerStyle }).getByRole("listitem")).toHaveText([
    /Curly, brown\s*3 plays/,
  ]);
  await expect(plays.getByRole("region", { name: MY_SCREENS_TEXTS.playsPerScreen }).getByRole("listitem")).toHaveText([
    /Window TV\s*3 plays/,
  ]);
  await plays.getByRole("link", { name: "Last 30 days" }).click();
  await expect(page).toHaveURL(`${screensPage(stylist.accountId)}?days=30`);
  await expect(plays.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  await expect(plays.getByTestId("plays-total")).toHaveText("Last 30 days: 3 plays in all");

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath("my-screens-1366x768.png"), fullPage: true });
  await expectAxeClean(page);

  // Removed after its dialog: gone from the page, and the TV's socket is closed.
  await windowTv.getByRole("link", { name: "Remove Window TV" }).click();
  const dialog = page.getByRole("dialog", { name: MY_SCREENS_TEXTS.removeTitle });
  await expect(dialog).toContainText(MY_SCREENS_TEXTS.removeMessage);
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(toast(page, MY_SCREENS_MESSAGES.removed)).toBeVisible();
  await expect(page).toHaveURL(`${screensPage(stylist.accountId)}?days=30`);
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByTestId("no-screens")).toBeVisible();
  expect(await tv.closed).toBe(4001);
  // Its plays stay, under a removed screen.
  await expect(plays.getByRole("region", { name: MY_SCREENS_TEXTS.playsPerScreen }).getByRole("listitem")).toHaveText([
    /A removed screen\s*3 plays/,
  ]);
});

test("without screens the page says how to add one; without plays it says so", async ({ page, stylist }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(screensPage(stylist.accountId));
  const empty = page.getByTestId("no-screens");
  await expect(empty).toContainText(MY_SCREENS_TEXTS.emptyTitle);
  await expect(empty.getByText(`${baseURL}/tv`, { exact: true })).toBeVisible();
  await expect(empty.getByRole("link", { name: "/link" })).toHaveAttribute("href", "/link");
  await expect(empty).toContainText(MY_SCREENS_TEXTS.wayPassword);
  const plays = page.getByRole("region", { name: MY_SCREENS_TEXTS.playsTitle });
  await expect(plays.getByText(MY_SCREENS_TEXTS.playsNone)).toHaveCount(2);
  await expect(plays.getByTestId("plays-total")).toHaveText("Last 7 days: 0 plays in all");
  await page.screenshot({ path: testInfo.outputPath("my-screens-empty-390x844.png"), fullPage: true });
  await expectAxeClean(page);
});
