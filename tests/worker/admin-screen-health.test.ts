import { env, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import type { AdPage, AnalyticsDetail, AnalyticsPage } from "@contract/admin";
import { OFFLINE_AFTER_MS } from "@contract/cable";
import type { CableServer } from "@workers/cable/cable-server";
import type { PresenceState } from "@workers/screen-model/presence";
import { describe, expect, it } from "vitest";
import { callV1, createUser, json, screenOf, signedIn } from "../support/api";
import { slideshowOnCable } from "../support/cable";

/**
 * Issue 23 on the admin's side: Analytics counts an account's screens in
 * the statuses the owner sees (playing, stalled, hidden, offline) and "N
 * online" is exactly the screens online; the ads tab shows each ad's plays.
 */

const S = 1000;

const cable = (accountId: string) =>
  env.CABLE.get(env.CABLE.idFromName(`account:${accountId}`)) as DurableObjectStub<CableServer>;

/** A TV's slideshow on the cable with its screen ticket, subscribed: a screen of the account. */
async function playOnScreen(accountId: string, ticket: string) {
  const { socket, heartbeat } = await slideshowOnCable(accountId, ticket);
  return { socket, heartbeat: (fields: { visible: boolean; stalled?: boolean }) => heartbeat(fields) };
}

const statusRow = (accountId: string) =>
  env.DB.prepare(
    "SELECT status, online_count, playing_count, stalled_count, hidden_count FROM screen_presence WHERE account_id = ?",
  )
    .bind(accountId)
    .first();

/** Moves the object's clock back by `ms` and lets it read its state again, as after a restart. */
async function age(accountId: string, ms: number) {
  await runInDurableObject(cable(accountId), async (instance, state) => {
    const stored = (await state.storage.get<PresenceState>("presence")) as PresenceState;
    for (const stint of Object.values(stored.stints)) {
      stint.startedAt -= ms;
      stint.lastSeenAt -= ms;
      stint.countedUntil -= ms;
    }
    await state.storage.put("presence", stored);
    (instance as unknown as { accountScreens: null }).accountScreens = null;
  });
}

describe("Analytics counts screens in their statuses", () => {
  it("writes the counts with the summary, and the list and detail say exactly how many are online, and how", async () => {
    const admin = await signedIn({ abilities: ["admin"] });
    const owner = await createUser();
    const { accountId } = owner;
    const [one, two] = [await screenOf(owner), await screenOf(owner)];
    await screenOf(owner); // a third screen, paired (its session alive) but never switched on
    // An anonymous viewer of the public slideshow is never a screen.
    const viewer = await SELF.fetch(`http://localhost/cable?account_id=${accountId}`, {
      headers: { Upgrade: "websocket", "Sec-WebSocket-Protocol": "actioncable-v1-json" },
    });
    viewer.webSocket?.accept();

    const playing = await playOnScreen(accountId, one.ticket);
    const hidden = await playOnScreen(accountId, two.ticket);
    hidden.heartbeat({ visible: false });
    await expect
      .poll(() => statusRow(accountId), { interval: 10 })
      .toEqual({ status: "active", online_count: 2, playing_count: 1, stalled_count: 0, hidden_count: 1 });

    const analytics = async () => {
      const page = await json<AnalyticsPage>(await callV1("/admin/portfolios_sessions", { headers: admin.headers }));
      const detail = await json<AnalyticsDetail>(
        await callV1(`/admin/portfolios_sessions/${accountId}`, { headers: admin.headers }),
      );
      return { row: page.data.rows.find((row) => row.account_id === accountId), detail: detail.data };
    };
    const first = await analytics();
    // The third screen (paired, its session alive) is not on: offline.
    const counts = { playing: 1, stalled: 0, hidden: 1, offline: 1 };
    expect(first.row).toMatchObject({ status: "active", slideshow_online_count: 2, screen_statuses: counts });
    expect(first.detail).toMatchObject({ status: "active", slideshow_online_count: 2, screen_statuses: counts });

    // The hidden one shows again but has stalled (it says so, and reloads); the playing one goes hidden.
    hidden.heartbeat({ visible: true, stalled: true });
    playing.heartbeat({ visible: false });
    await expect
      .poll(() => statusRow(accountId), { interval: 10 })
      .toEqual({ status: "connected", online_count: 2, playing_count: 0, stalled_count: 1, hidden_count: 1 });
    expect((await analytics()).row?.screen_statuses).toEqual({ playing: 0, stalled: 1, hidden: 1, offline: 1 });

    // Every screen off: 50 s later the sessions end and nothing is online.
    playing.socket.close();
    hidden.socket.close();
    viewer.webSocket?.close();
    await expect
      .poll(async () => (await cable(accountId).stints()).every((stint) => stint.sockets.length === 0), {
        interval: 10,
      })
      .toBe(true);
    await age(accountId, OFFLINE_AFTER_MS + S);
    await runDurableObjectAlarm(cable(accountId));
    expect(await statusRow(accountId)).toEqual({
      status: "inactive",
      online_count: 0,
      playing_count: 0,
      stalled_count: 0,
      hidden_count: 0,
    });
    const last = await analytics();
    expect(last.row).toMatchObject({
      status: "inactive",
      slideshow_online_count: 0,
      screen_statuses: { playing: 0, stalled: 0, hidden: 0, offline: 3 },
    });
  });
});

describe("the ads tab's plays per ad", () => {
  it("sums every account's plays of each ad over the last 7 and 30 days, and nothing else", async () => {
    const admin = await signedIn({ abilities: ["admin"] });
    const [shop, other] = [await createUser(), await createUser()];
    const [played, unplayed] = [`ad-played-${Date.now()}`, `ad-unplayed-${Date.now()}`];
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const daysAgo = (days: number) => hour - days * 24 * 3_600_000;
    const play = env.DB.prepare(
      "INSERT INTO screen_plays (account_id, screen_id, item_kind, item_id, hour, plays) VALUES (?, ?, ?, ?, ?, ?)",
    );
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO ads (id, title, content_type, file_key, cover_key) VALUES (?, 'Played', 'image/webp', 'a.webp', NULL), (?, 'Unplayed', 'image/webp', 'b.webp', NULL)",
      ).bind(played, unplayed),
      play.bind(shop.accountId, "tv-1", "ad", played, hour, 4), // this hour
      play.bind(shop.accountId, "tv-2", "ad", played, daysAgo(1), 3),
      play.bind(other.accountId, "tv-9", "ad", played, daysAgo(7), 2), // the edge of 7 days: in
      play.bind(other.accountId, "tv-9", "ad", played, daysAgo(7) - 3_600_000, 10), // just past it
      play.bind(shop.accountId, "tv-1", "ad", played, daysAgo(30), 100), // the edge of 30 days: in
      play.bind(shop.accountId, "tv-1", "ad", played, daysAgo(31), 1000), // too old
      // A style with the ad's id is not the ad.
      play.bind(shop.accountId, "tv-1", "style", played, hour, 10_000),
    ]);

    const response = await callV1("/admin/ads/images", { headers: admin.headers });
    expect(response.status).toBe(200);
    const { data } = await json<AdPage>(response);
    expect(data.rows.find((ad) => ad.id === played)).toMatchObject({ title: "Played", plays_7d: 9, plays_30d: 119 });
    expect(data.rows.find((ad) => ad.id === unplayed)).toMatchObject({ plays_7d: 0, plays_30d: 0 });

    // The public slideshow's ads say nothing of plays.
    const slideshow = await json<{ ads: Record<string, unknown>[] }>(await callV1(`/slideshow/${shop.accountId}`));
    const shown = slideshow.data.ads.find((ad) => ad.id === played);
    expect(shown).toMatchObject({ id: played, title: "Played" });
    expect(shown).not.toHaveProperty("plays_7d");
  });
});
