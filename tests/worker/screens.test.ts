import { env, runInDurableObject } from "cloudflare:test";
import { berlinDay } from "@contract/berlin-days";
import { SCREEN_NAME_MAX, type Screen } from "@contract/endpoints/screens";
import { MY_SCREENS_MESSAGES } from "@contract/screens";
import type { StyleFields } from "@contract/style";
import { TAP_CHANNELS } from "@contract/visits";
import { SCREEN_REMOVED_CLOSE } from "@workers/cable/cable-server";
import { insertAd } from "@workers/db/slideshow";
import { insertStyle } from "@workers/db/styles";
import type { PresenceState } from "@workers/screen-model/presence";
import { describe, expect, it } from "vitest";
import { bearer, callV1, createUser, json, screenOf, signIn } from "../support/api";
import { slideshowOnCable } from "../support/cable";

/**
 * My screens and insights (issue 23 points 3 and 4): the owner's screens as
 * D1 lists them, merged with what the account's cable object sees now; their
 * names; their removal, which ends the TV's session on the cable at once; and
 * the plays per style, ad and screen.
 */

const TV_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 9; BRAVIA 4K GB) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.101 Safari/537.36";

const cable = (accountId: string) => env.CABLE.get(env.CABLE.idFromName(`account:${accountId}`));

/** An owner, signed in as a person (My screens is their page), with the headers of that session. */
async function owner() {
  const user = await createUser();
  const tokens = await signIn(user.email, user.password);
  return { ...user, headers: bearer(tokens) };
}

/** A TV's slideshow on the account's cable, subscribed with its screen ticket, reporting what it shows. */
async function playOnTv(accountId: string, ticket: string) {
  const { socket, closed, heartbeat } = await slideshowOnCable(accountId, ticket, TV_USER_AGENT);
  const report = (showing: { kind: "style" | "ad"; id: string; src: string; since: number }) =>
    heartbeat({
      reason: "slide",
      screen: { width: 1920, height: 1080, orientation: "landscape", resolution: "1920x1080" },
      showing,
      delay_ms: 8000,
    });
  return { socket, closed, report };
}

const STYLE_FIELDS: StyleFields = {
  gender: "female",
  color: "red",
  style: "long",
  tags: [],
  show_in_gallery: true,
  hidden_in_portfolio: false,
  show_in_slideshow: true,
};

/** A style of the account with one picture, whose thumb is `styles/{id}/thumb.webp`. */
async function styleOf(accountId: string, id: string) {
  await insertStyle(env.DB, {
    id,
    accountId,
    fields: STYLE_FIELDS,
    items: [
      {
        id: `${id}-1`,
        kind: "image",
        contentType: "image/webp",
        filename: "one.webp",
        originalKey: null,
        slideKey: `styles/${id}/slide.webp`,
        thumbKey: `styles/${id}/thumb.webp`,
        coverKey: `styles/${id}/cover.webp`,
        isCover: true,
      },
    ],
  });
  return `/media/styles/${id}/thumb.webp`;
}

async function listOf(headers: Record<string, string>) {
  const response = await callV1("/users/screens", { headers });
  expect(response.status).toBe(200);
  return (await json<{ data: Screen[] }>(response)).data.data;
}

const rename = (headers: Record<string, string>, id: string, name: unknown) =>
  callV1(`/users/screens/${id}`, { method: "PATCH", body: { name }, headers });

describe("POST /v1/users/screen_ticket", () => {
  it("adopts a TV's session as a screen once: the same scan code at every load, and no write after the first", async () => {
    const user = await owner();
    // Every write to screens counted by the database itself.
    await env.DB.prepare("CREATE TABLE screen_writes (kind TEXT)").run();
    for (const kind of ["INSERT", "UPDATE"])
      await env.DB.prepare(
        `CREATE TRIGGER count_screen_${kind} AFTER ${kind} ON screens BEGIN INSERT INTO screen_writes VALUES ('${kind}'); END`,
      ).run();
    const writes = async () =>
      (await env.DB.prepare("SELECT kind FROM screen_writes").all<{ kind: string }>()).results.map((row) => row.kind);

    const tv = await screenOf(user);
    const ticket = () => callV1("/users/screen_ticket", { method: "POST", headers: bearer(tv.tokens) });
    const codes = [];
    for (let load = 0; load < 3; load++) {
      const response = await ticket();
      expect(response.status).toBe(200);
      codes.push((await json<{ scan_code: string }>(response)).data.scan_code);
    }
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(await writes()).toEqual(["INSERT"]);

    // A screen adopted before scans existed gets its code at its next load, once.
    await env.DB.prepare("UPDATE screens SET scan_code = NULL WHERE id = ?").bind(tv.screenId).run();
    const [first, second] = [await ticket(), await ticket()];
    const given = (await json<{ scan_code: string }>(first)).data.scan_code;
    expect(given).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect((await json<{ scan_code: string }>(second)).data.scan_code).toBe(given);
    expect(await writes()).toEqual(["INSERT", "UPDATE", "UPDATE"]);
  });
});

describe("GET /v1/users/screens", () => {
  it("needs a session", async () => {
    expect((await callV1("/users/screens")).status).toBe(401);
  });

  it("lists only the owner's screens: an offline one with what D1 knows, none of another account's", async () => {
    const one = await owner();
    const other = await owner();
    const tv = await screenOf(one);
    await screenOf(other);
    const today = berlinDay(Date.now());
    await env.DB.batch([
      env.DB.prepare("INSERT INTO screen_days (account_id, screen_id, day, seconds) VALUES (?, ?, ?, ?)").bind(
        one.accountId,
        tv.screenId,
        today,
        754,
      ),
      env.DB.prepare("INSERT INTO screen_days (account_id, screen_id, day, seconds) VALUES (?, ?, ?, ?)").bind(
        one.accountId,
        tv.screenId,
        "2000-01-01",
        3600,
      ),
    ]);

    const screens = await listOf(one.headers);
    expect(screens).toEqual([
      {
        screen_id: tv.screenId,
        name: null,
        status: "offline",
        now_showing: null,
        last_seen_at: null,
        linked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        runtime_today: 754,
        runtime_month: 754,
        runtime_total: 4354,
        browser: null,
        os: null,
        resolution: null,
        last_problem: null,
      },
    ]);
    // An account whose TVs are all someone else's lists none.
    expect((await listOf(other.headers)).map((screen) => screen.screen_id)).not.toContain(tv.screenId);
    expect(await listOf((await owner()).headers)).toEqual([]);
  });

  it("merges the cable's live view: status, what the TV shows now (our picture, never the player's URL), browser and resolution", async () => {
    const me = await owner();
    const thumb = await styleOf(me.accountId, `sty-${me.accountId}`);
    const strangers = await owner();
    await styleOf(strangers.accountId, `sty-${strangers.accountId}`);
    const tv = await screenOf(me);
    const player = await playOnTv(me.accountId, tv.ticket);
    const since = Date.now() - 1000;
    player.report({ kind: "style", id: `sty-${me.accountId}`, src: "https://evil.example/steal.png", since });
    await expect.poll(async () => (await listOf(me.headers))[0]?.now_showing, { interval: 20 }).not.toBeNull();

    const [screen] = await listOf(me.headers);
    expect(screen).toMatchObject({
      screen_id: tv.screenId,
      status: "playing",
      now_showing: {
        kind: "style",
        style_id: `sty-${me.accountId}`,
        ad_id: null,
        src: thumb,
        since: new Date(since).toISOString(),
      },
      browser: "Chrome 87.0.4280.101",
      os: "Android 9",
      resolution: "1920x1080",
    });
    expect(Date.now() - Date.parse(screen?.last_seen_at ?? "")).toBeLessThan(10_000);

    // A style that is not the account's (nor anyone's) has no picture to show: nothing is shown rather than a stranger's.
    for (const id of [`sty-${strangers.accountId}`, "no-such-style"]) {
      player.report({ kind: "style", id, src: `/media/styles/${id}/thumb.webp`, since: Date.now() });
      await expect.poll(async () => (await listOf(me.headers))[0]?.now_showing, { interval: 20 }).toBeNull();
      player.report({ kind: "style", id: `sty-${me.accountId}`, src: thumb, since: Date.now() });
      await expect.poll(async () => (await listOf(me.headers))[0]?.now_showing?.src, { interval: 20 }).toBe(thumb);
    }
    // An ad shows its own cover.
    await insertAd(env.DB, {
      id: `ad-${me.accountId}`,
      title: "Shampoo",
      contentType: "image/webp",
      fileKey: "ads/shampoo.webp",
      coverKey: "ads/shampoo-cover.webp",
    });
    player.report({ kind: "ad", id: `ad-${me.accountId}`, src: "javascript:alert(1)", since });
    await expect
      .poll(async () => (await listOf(me.headers))[0]?.now_showing, { interval: 20 })
      .toEqual({
        kind: "ad",
        style_id: null,
        ad_id: `ad-${me.accountId}`,
        src: "/media/ads/shampoo-cover.webp",
        since: new Date(since).toISOString(),
      });
    player.socket.close();
  });
});

describe("PATCH /v1/users/screens/{id}", () => {
  it("names the owner's screen, trimmed; an empty name clears it", async () => {
    const me = await owner();
    const tv = await screenOf(me);
    const named = await rename(me.headers, tv.screenId, "  Window TV ");
    expect(named.status).toBe(200);
    expect(await json(named)).toMatchObject({
      message: MY_SCREENS_MESSAGES.renamed,
      data: { screen_id: tv.screenId, name: "Window TV" },
    });
    expect((await listOf(me.headers))[0]?.name).toBe("Window TV");

    const cleared = await rename(me.headers, tv.screenId, "   ");
    expect(await json(cleared)).toMatchObject({
      message: MY_SCREENS_MESSAGES.nameCleared,
      data: { screen_id: tv.screenId, name: null },
    });
    expect((await listOf(me.headers))[0]?.name).toBeNull();
  });

  it("refuses control characters, a name over the limit and a name that is not text, naming the field", async () => {
    const me = await owner();
    const tv = await screenOf(me);
    for (const name of ["Window\u0000TV", "Window\u202eVT", "x".repeat(SCREEN_NAME_MAX + 1), 42]) {
      const response = await rename(me.headers, tv.screenId, name);
      expect(response.status, JSON.stringify(name)).toBe(422);
      expect((await json(response)).input_name).toBe("name");
    }
    expect((await rename(me.headers, tv.screenId, "x".repeat(SCREEN_NAME_MAX))).status).toBe(200);
  });

  it("is a 404 for another account's screen or an unknown one, and changes nothing", async () => {
    const me = await owner();
    const stranger = await owner();
    const tv = await screenOf(me);
    await rename(me.headers, tv.screenId, "Mine");
    for (const id of [tv.screenId, "no-such-screen"]) {
      const response = await rename(stranger.headers, id, "Theirs");
      expect(response.status).toBe(404);
      expect((await json(response)).message).toBe(MY_SCREENS_MESSAGES.notFound);
    }
    expect((await listOf(me.headers))[0]?.name).toBe("Mine");
  });
});

describe("DELETE /v1/users/screens/{id}", () => {
  it("is a 404 for another account's screen, which stays", async () => {
    const me = await owner();
    const stranger = await owner();
    const tv = await screenOf(me);
    const response = await callV1(`/users/screens/${tv.screenId}`, { method: "DELETE", headers: stranger.headers });
    expect(response.status).toBe(404);
    expect((await listOf(me.headers)).map((screen) => screen.screen_id)).toEqual([tv.screenId]);
  });

  it("ends the TV's session: its socket closes, the cable no longer counts it, its ticket counts no more, no mail follows", async () => {
    const me = await owner();
    const tv = await screenOf(me);
    const player = await playOnTv(me.accountId, tv.ticket);
    await expect.poll(async () => (await cable(me.accountId).liveScreens()).length, { interval: 10 }).toBe(1);

    const response = await callV1(`/users/screens/${tv.screenId}`, { method: "DELETE", headers: me.headers });
    expect(response.status).toBe(200);
    expect((await json(response)).message).toBe(MY_SCREENS_MESSAGES.removed);
    expect(await player.closed).toBe(SCREEN_REMOVED_CLOSE);

    expect(await listOf(me.headers)).toEqual([]);
    expect(await cable(me.accountId).liveScreens()).toEqual([]);
    const presence = await env.DB.prepare("SELECT online_count FROM screen_presence WHERE account_id = ?")
      .bind(me.accountId)
      .first<{ online_count: number }>();
    expect(presence?.online_count).toBe(0);
    // The TV's screen session is gone: its tokens no longer work.
    expect((await callV1("/users/screen_ticket", { method: "POST", headers: bearer(tv.tokens) })).status).toBe(401);
    // Its slideshow coming back with the old ticket plays on as a viewer, not counted.
    const again = await playOnTv(me.accountId, tv.ticket);
    expect(await cable(me.accountId).liveScreens()).toEqual([]);
    again.socket.close();
    // No "gone dark" alert waits for it.
    const dark = await runInDurableObject(cable(me.accountId), async (_, state) => {
      return (await state.storage.get<PresenceState>("presence"))?.dark ?? {};
    });
    expect(dark).toEqual({});
    // And a second removal finds nothing.
    const twice = await callV1(`/users/screens/${tv.screenId}`, { method: "DELETE", headers: me.headers });
    expect(twice.status).toBe(404);
  });
});

describe("GET /v1/users/insights", () => {
  const HOUR = 3_600_000;
  const hourAgo = (hours: number) => Math.floor((Date.now() - hours * HOUR) / HOUR) * HOUR;
  const play = (
    accountId: string,
    screenId: string,
    kind: "style" | "ad",
    itemId: string,
    hour: number,
    plays: number,
  ) =>
    env.DB.prepare(
      "INSERT INTO screen_plays (account_id, screen_id, item_kind, item_id, hour, plays) VALUES (?, ?, ?, ?, ?, ?)",
    ).bind(accountId, screenId, kind, itemId, hour, plays);

  it("sums the plays of the last 7 or 30 days per style, per ad and per screen with its name", async () => {
    const me = await owner();
    const stranger = await owner();
    const window = await screenOf(me);
    const counter = await screenOf(me);
    await rename(me.headers, window.screenId, "Window TV");
    await env.DB.batch([
      play(me.accountId, window.screenId, "style", "style-a", hourAgo(0), 5),
      play(me.accountId, window.screenId, "style", "style-a", hourAgo(30), 4),
      play(me.accountId, counter.screenId, "style", "style-b", hourAgo(2), 3),
      play(me.accountId, counter.screenId, "ad", "ad-1", hourAgo(2), 2),
      // 10 days ago: only the 30 days see it; 40 days ago: neither.
      play(me.accountId, counter.screenId, "style", "style-b", hourAgo(24 * 10), 20),
      play(me.accountId, counter.screenId, "style", "style-a", hourAgo(24 * 40), 100),
      // A removed screen's plays still count, without a name; another account's never do.
      play(me.accountId, "gone-screen", "style", "style-a", hourAgo(1), 1),
      play(stranger.accountId, "their-screen", "style", "style-a", hourAgo(1), 50),
    ]);

    const week = await callV1("/users/insights?days=7", { headers: me.headers });
    expect(week.status).toBe(200);
    // Visits and taps (issue 36) are tests/worker/insights.test.ts's.
    expect((await json(week)).data).toMatchObject({
      days: 7,
      plays_total: 15,
      scans_total: 0,
      sticker_scans: 0,
      styles: [
        { style_id: "style-a", plays: 10, scans: 0 },
        { style_id: "style-b", plays: 3, scans: 0 },
      ],
      ads: [{ ad_id: "ad-1", plays: 2, scans: 0 }],
      screens: [
        { screen_id: window.screenId, name: "Window TV", plays: 9, scans: 0 },
        { screen_id: counter.screenId, name: null, plays: 5, scans: 0 },
        { screen_id: "gone-screen", name: null, plays: 1, scans: 0 },
      ],
    });

    const month = await json<{ days: number; plays_total: number; styles: unknown[] }>(
      await callV1("/users/insights?days=30", { headers: me.headers }),
    );
    expect(month.data).toMatchObject({
      days: 30,
      plays_total: 35,
      styles: [
        { style_id: "style-b", plays: 23 },
        { style_id: "style-a", plays: 10 },
      ],
    });
    // Seven days unless asked otherwise.
    expect((await json(await callV1("/users/insights", { headers: me.headers }))).data).toMatchObject({
      days: 7,
      plays_total: 15,
    });
  });

  it("takes only 7, 30 or 90 days, and is empty for an account without plays", async () => {
    const me = await owner();
    const noTaps = Object.fromEntries(TAP_CHANNELS.map((channel) => [channel, 0]));
    const wrong = await callV1("/users/insights?days=5", { headers: me.headers });
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).input_name).toBe("days");
    expect((await json(await callV1("/users/insights?days=30", { headers: me.headers }))).data).toEqual({
      days: 30,
      plays_total: 0,
      scans_total: 0,
      visits_total: 0,
      taps_total: 0,
      taps_by_channel: noTaps,
      sticker_scans: 0,
      styles: [],
      ads: [],
      screens: [],
      not_from_screen: { visits: 0, visits_by_page: { me: 0, stylist: 0, style: 0 }, taps: 0, taps_by_channel: noTaps },
    });
  });
});
