import AxeBuilder from "@axe-core/playwright";
import type { AdPage, AnalyticsDetail } from "@contract/admin";
import { API_KEY_HEADER } from "@contract/api-headers";
import { SCREEN_STATUS_LEGEND, SCREEN_STATUSES, SLIDESHOW_CHANNEL } from "@contract/cable";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import WebSocket from "ws";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { devVar } from "./support/dev-vars";
import { type ApiSession, createStylist, type Stylist, signInByApi } from "./support/stylists";

/**
 * Issue 23 on the admin's side: Analytics shows an account's screens in the
 * statuses its owner sees (playing, stalled, hidden, offline) with their
 * legend, "N online" is exactly the screens online, and the ads tab shows
 * each ad's plays. The screens are real ones to the server: screen sessions
 * with their tickets on /cable, driven from Node.
 */

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const v1 = (path: string) => `${baseURL}/v1${path}`;
const bearer = (accessToken: string) => ({
  [API_KEY_HEADER]: devVar("API_KEY"),
  Authorization: `Bearer ${accessToken}`,
});

/** A TV of `stylist`'s shop: a fresh sign-in made a screen session (as /tv's password form does), and its screen ticket. */
async function pairScreen(request: APIRequestContext, stylist: Stylist) {
  const person = await signInByApi(request, stylist.email, stylist.password);
  const session = await request.post(v1("/users/screen_session"), { headers: bearer(person.tokens.accessToken) });
  expect(session.status(), await session.text()).toBe(200);
  const screenToken = session.headers()["access-token"] ?? "";
  const response = await request.post(v1("/users/screen_ticket"), { headers: bearer(screenToken) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { ticket: string } }).data.ticket;
}

/** The TV's slideshow subscribed on /cable with its ticket; `report` sends the slideshow's heartbeat. */
async function playOn(stylist: Stylist, ticket: string) {
  const query = `account_id=${stylist.accountId}&screen_ticket=${encodeURIComponent(ticket)}`;
  const socket = new WebSocket(`${baseURL.replace(/^http/, "ws")}/cable?${query}`, "actioncable-v1-json");
  const frames: { type?: string }[] = [];
  socket.on("message", (raw) => {
    frames.push(JSON.parse(String(raw)));
  });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  const identifier = JSON.stringify({ channel: SLIDESHOW_CHANNEL, account_id: stylist.accountId });
  socket.send(JSON.stringify({ command: "subscribe", identifier }));
  await expect.poll(() => frames.some((frame) => frame.type === "confirm_subscription")).toBe(true);
  const report = (fields: Record<string, unknown>) =>
    socket.send(
      JSON.stringify({
        command: "message",
        identifier,
        data: JSON.stringify({ action: "heartbeat", reason: "report", timestamp: Date.now(), ...fields }),
      }),
    );
  return { socket, report };
}

const adminGet = async <T>(request: APIRequestContext, admin: ApiSession, path: string) => {
  const response = await request.get(v1(path), { headers: bearer(admin.tokens.accessToken) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ["1366x768", DESKTOP],
    ["390x844", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size}.png`), fullPage: true });
    if (testInfo.project.use.javaScriptEnabled !== false) {
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
        `axe on ${name} at ${size}`,
      ).toEqual([]);
    }
  }
}

/** The legend under a list of screens: every status with its words (contract/cable.ts). */
async function expectLegend(page: Page) {
  const legend = page.getByRole("region", { name: "Screen statuses" });
  await expect(legend).toBeVisible();
  for (const status of SCREEN_STATUSES) {
    await expect(legend.getByRole("term").filter({ hasText: new RegExp(`^${status}$`) })).toBeVisible();
    await expect(legend.getByRole("definition").filter({ hasText: SCREEN_STATUS_LEGEND[status] })).toBeVisible();
  }
}

test("Analytics shows an account's screens as playing, hidden and offline, exactly N online, with the legend; the ads tab shows plays", async ({
  page,
  admin,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const owner = await createStylist(request, testInfo, "screens");
  const [ad] = (await adminGet<AdPage>(request, admin, "/admin/ads/images")).rows;
  expect(ad, "a seeded ad").toBeDefined();
  const adId = ad?.id ?? "";
  const playsBefore = ad?.plays_7d ?? 0;

  // Three screens: one plays, one is hidden (and counted 7 plays of the ad), one is paired but switched off.
  const tickets = [await pairScreen(request, owner), await pairScreen(request, owner)];
  const playing = await playOn(owner, tickets[0] ?? "");
  const hidden = await playOn(owner, tickets[1] ?? "");
  await pairScreen(request, owner);
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  hidden.report({ visible: false, plays: [{ kind: "ad", id: adId, hour, count: 7 }] });
  try {
    const statuses = async () => {
      const path = `/admin/portfolios_sessions/${owner.accountId}`;
      const detail = await adminGet<AnalyticsDetail>(request, admin, path);
      return { online: detail.slideshow_online_count, ...detail.screen_statuses };
    };
    await expect.poll(statuses).toEqual({ online: 2, playing: 1, stalled: 0, hidden: 1, offline: 1 });

    await page.setViewportSize(DESKTOP);
    await page.goto(`/admin/analytics/${owner.accountId}`);
    const status = page.getByRole("definition").filter({ hasText: / online/ });
    await expect(status).toHaveText("2 online, 1 playing, 1 hidden, 1 offline");
    await expectLegend(page);
    // Durations in English, not "0 Min." / "3 Sek.".
    await expect(
      page
        .getByRole("definition")
        .filter({ hasText: /^\d+ (s|min)$/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/\b(Min|Sek|Std)\./)).toHaveCount(0);
    await shoot(page, testInfo, "analytics-detail");

    // The list: the account's row says the same, in the same words.
    await page.setViewportSize(DESKTOP);
    const profile = page.getByRole("link", { name: `View profile of ${owner.accountId}` });
    const row = page.getByRole("row").filter({ has: profile });
    for (let n = 1; ; n++) {
      await page.goto(`/admin/analytics?sort=runtime_total&dir=asc&page=${n}`);
      if ((await row.count()) > 0) break;
      await expect(page.getByRole("link", { name: "Next" }), "the account is on some page").toBeVisible();
    }
    await expect(row.getByRole("cell").first()).toHaveText("2 online, 1 playing, 1 hidden, 1 offline");
    await expectLegend(page);
    await shoot(page, testInfo, "analytics-list");

    // Both switched off, their pages closing: nothing is online any more, and their plays are written.
    playing.socket.close();
    hidden.socket.close();
    for (const ticket of tickets) {
      const response = await request.post(v1("/users/slideshow_offline"), {
        headers: { [API_KEY_HEADER]: devVar("API_KEY") },
        data: { account_id: owner.accountId, screen_ticket: ticket },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    await expect.poll(statuses).toEqual({ online: 0, playing: 0, stalled: 0, hidden: 0, offline: 3 });
    await page.goto(`/admin/analytics/${owner.accountId}`);
    await expect(page.getByRole("definition").filter({ hasText: / online/ })).toHaveText("0 online, 3 offline");

    // The ads tab: the ad's plays, which the hidden screen counted, among every shop's.
    await expect
      .poll(
        async () =>
          (await adminGet<AdPage>(request, admin, "/admin/ads/images")).rows.find((a) => a.id === adId)?.plays_7d,
      )
      .toBeGreaterThanOrEqual(playsBefore + 7);
    await page.setViewportSize(DESKTOP);
    await page.goto("/admin/ads");
    const card = page
      .getByRole("list", { name: "Slideshow ads" })
      .locator(":scope > li")
      .filter({ has: page.locator("code", { hasText: adId }) });
    const shown = async (label: string) =>
      Number((await card.locator(`dt:text-is("${label}") + dd`).textContent())?.replace(/\D/g, ""));
    expect(await shown("Plays, last 7 days")).toBeGreaterThanOrEqual(playsBefore + 7);
    expect(await shown("Plays, last 30 days")).toBeGreaterThanOrEqual(await shown("Plays, last 7 days"));
    await shoot(page, testInfo, "ads");
  } finally {
    playing.socket.close();
    hidden.socket.close();
  }
});
