import { env, SELF } from "cloudflare:test";
import { SLIDESHOW_CHANNEL } from "@contract/cable";
import { ACCOUNT_MESSAGES } from "@contract/messages";
import type { CableServer } from "@workers/cable/cable-server";
import { describe, expect, it } from "vitest";
import { callV1, json, signedIn } from "../support/api";

/** PUT /v1/users/account/slideshow_settings: the settings page's one save is one push (issue 21, point 3). */

const cable = (accountId: string) =>
  env.CABLE.get(env.CABLE.idFromName(`account:${accountId}`)) as DurableObjectStub<CableServer>;

/** A slideshow on a screen, subscribed on its account's /cable object, keeping what is pushed to it. */
async function playSlideshow(accountId: string) {
  const response = await SELF.fetch(`http://localhost/cable?account_id=${accountId}`, {
    headers: { Upgrade: "websocket", "Sec-WebSocket-Protocol": "actioncable-v1-json" },
  });
  const socket = response.webSocket;
  if (!socket) throw new Error(`no websocket: ${response.status}`);
  const messages: Record<string, unknown>[] = [];
  socket.addEventListener("message", (event) => {
    messages.push(JSON.parse(event.data as string));
  });
  socket.accept();
  const identifier = JSON.stringify({ channel: SLIDESHOW_CHANNEL, account_id: accountId, screen_id: "screen-s001" });
  socket.send(JSON.stringify({ command: "subscribe", identifier }));
  await expect
    .poll(() => messages.some((m) => m.type === "confirm_subscription" && m.identifier === identifier))
    .toBe(true);
  const pushes = () => messages.filter((m) => m.identifier === identifier && "message" in m).map((m) => m.message);
  /**
   * What was pushed before now: a marker broadcast now arrives after every
   * push already broadcast, so once it is here, those are all here too.
   */
  const settled = async () => {
    const marker = { type: "marker", at: crypto.randomUUID() };
    await cable(accountId).broadcast(`slideshow:${accountId}`, marker);
    await expect.poll(() => pushes().some((push) => JSON.stringify(push) === JSON.stringify(marker))).toBe(true);
    return pushes().filter((push) => (push as { type?: string }).type !== "marker");
  };
  return { socket, pushes, settled };
}

const stored = (accountId: string) =>
  env.DB.prepare(
    "SELECT device_orientation, qr_code, loading_bar, screen_alerts, after_hours, show_prices FROM accounts WHERE id = ?",
  )
    .bind(accountId)
    .first();

const save = (headers: Record<string, string>, body: unknown) =>
  callV1("/users/account/slideshow_settings", { method: "PUT", body, headers });

describe("PUT /v1/users/account/slideshow_settings", () => {
  it("stores every setting at once and pushes content_changed to an open slideshow exactly once", async () => {
    const user = await signedIn();
    expect(await stored(user.accountId)).toEqual({
      device_orientation: "landscape",
      qr_code: 1,
      loading_bar: 1,
      screen_alerts: 1,
      after_hours: "keep_playing",
      show_prices: 0,
    });
    const screen = await playSlideshow(user.accountId);

    const settings = {
      device_orientation: "portrait",
      qr_code: false,
      loading_bar: false,
      screen_alerts: false,
      after_hours: "closed_card",
      show_prices: true,
    };
    const response = await save(user.headers, settings);
    expect(await json(response)).toEqual({ status: 200, message: ACCOUNT_MESSAGES.settingsSaved, data: settings });
    expect(await stored(user.accountId)).toEqual({
      device_orientation: "portrait",
      qr_code: 0,
      loading_bar: 0,
      screen_alerts: 0,
      after_hours: "closed_card",
      show_prices: 1,
    });
    await expect.poll(() => screen.pushes().length).toBeGreaterThan(0);
    expect(await screen.settled()).toEqual([{ type: "content_changed", reason: "settings_changed" }]);

    const account = await json<{ attributes: Record<string, unknown> }>(
      await callV1(`/users/accounts/${user.accountId}`, { headers: user.headers }),
    );
    expect(account.data.attributes).toMatchObject(settings);
    screen.socket.close();
  });

  it("pushes nothing when the player's settings stay as they were (the screen-dark e-mail is not the player's)", async () => {
    const user = await signedIn();
    const screen = await playSlideshow(user.accountId);
    const response = await save(user.headers, {
      device_orientation: "landscape",
      qr_code: true,
      loading_bar: true,
      screen_alerts: false,
    });
    expect(response.status).toBe(200);
    expect(await stored(user.accountId)).toMatchObject({ screen_alerts: 0 });
    expect(await screen.settled()).toEqual([]);
    screen.socket.close();
  });

  it("keeps what the screens do after hours and whether they show prices when a client leaves them out, and pushes when they change", async () => {
    const user = await signedIn();
    const screen = await playSlideshow(user.accountId);
    const settings = { device_orientation: "landscape", qr_code: true, loading_bar: true, screen_alerts: true };
    expect(await json(await save(user.headers, { ...settings, after_hours: "dark", show_prices: true }))).toMatchObject(
      {
        data: { after_hours: "dark", show_prices: true },
      },
    );
    expect(await json(await save(user.headers, settings))).toMatchObject({
      data: { ...settings, after_hours: "dark", show_prices: true },
    });
    expect(await stored(user.accountId)).toMatchObject({ after_hours: "dark", show_prices: 1 });
    expect(await screen.settled()).toEqual([{ type: "content_changed", reason: "settings_changed" }]);
    screen.socket.close();
  });

  it.each([
    [
      { device_orientation: "portrait", qr_code: false, loading_bar: false, screen_alerts: false, after_hours: "off" },
      "after_hours",
    ],
    [{ device_orientation: "portrait", qr_code: "yes", loading_bar: false, screen_alerts: false }, "qr_code"],
    [
      { device_orientation: "diagonal", qr_code: false, loading_bar: false, screen_alerts: false },
      "device_orientation",
    ],
    [{ device_orientation: "portrait", qr_code: false, screen_alerts: false }, "loading_bar"],
    [{ device_orientation: "portrait", qr_code: false, loading_bar: false, screen_alerts: null }, "screen_alerts"],
    [
      { device_orientation: "portrait", qr_code: false, loading_bar: false, screen_alerts: false, show_prices: "on" },
      "show_prices",
    ],
  ])("refuses %j with 422 naming %s, writes none of it and pushes nothing", async (body, field) => {
    const user = await signedIn();
    const before = await stored(user.accountId);
    const screen = await playSlideshow(user.accountId);
    const response = await save(user.headers, body);
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ status: 422, input_name: field });
    expect(await stored(user.accountId)).toEqual(before);
    expect(await screen.settled()).toEqual([]);
    screen.socket.close();
  });

  it("needs a signed-in account", async () => {
    const response = await save(
      {},
      { device_orientation: "portrait", qr_code: false, loading_bar: false, screen_alerts: false },
    );
    expect(response.status).toBe(401);
  });
});
