import { env, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { CABLE_PING, CABLE_PONG, OFFLINE_AFTER_MS, SCREEN_MESSAGES, SLIDESHOW_CHANNEL } from "@contract/cable";
import type { StyleFields } from "@contract/style";
import { MAX_COUNTED_SCREENS } from "@workers/cable/account-screens";
import { type CableServer, MAX_SUBSCRIPTIONS } from "@workers/cable/cable-server";
import { MAX_FRAME_CHARS } from "@workers/cable/protocol";
import { insertStyle } from "@workers/db/styles";
import { ALERT_AFTER_MS, type PresenceState } from "@workers/screen-model/presence";
import { describe, expect, it } from "vitest";
import { callV1, createUser, mailsTo, screenOf, signedIn } from "../support/api";

const cable = (name: string) => env.CABLE.get(env.CABLE.idFromName(name)) as DurableObjectStub<CableServer>;

/** Opens /cable inside workerd and collects what the server sends. */
async function connect(query = "") {
  const response = await SELF.fetch(`http://localhost/cable${query}`, {
    headers: { Upgrade: "websocket", "Sec-WebSocket-Protocol": "actioncable-v1-json" },
  });
  expect(response.status).toBe(101);
  expect(response.headers.get("Sec-WebSocket-Protocol")).toBe("actioncable-v1-json");
  const socket = response.webSocket;
  if (!socket) throw new Error("no websocket");
  const messages: Record<string, unknown>[] = [];
  socket.addEventListener("message", (event) => messages.push(JSON.parse(event.data as string)));
  socket.accept();
  // Waits as long as the suite's poll budget (vitest.config.ts), not a budget of its own.
  const next = async (predicate: (message: Record<string, unknown>) => boolean) => {
    await expect.poll(() => messages.some(predicate), { interval: 10 }).toBe(true);
    return messages.find(predicate) as Record<string, unknown>;
  };
  return { socket, messages, next };
}

const loginIdentifier = JSON.stringify({ channel: "LoginChannel", socket_id: "tv-socket-123" });

describe("/cable", () => {
  it("answers a close without a code with a close frame (1000), so the client is not left closing", async () => {
    // The stock client's reopen() closes its socket without a code; 1005 may not be echoed back.
    const { socket, next } = await connect();
    await next((m) => m.type === "welcome");
    const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
    socket.close();
    expect(await closed).toBe(1000);
  });

  it("welcomes a client speaking actioncable-v1-json", async () => {
    const { next, socket } = await connect();
    expect(await next((m) => m.type === "welcome")).toEqual({ type: "welcome" });
    socket.close();
  });

  it("answers the client's ping with a ping, by auto-response (the object need not wake)", async () => {
    const { accountId } = await createUser();
    const { next, socket } = await connect(`?account_id=${accountId}`);
    await next((m) => m.type === "welcome");
    socket.send(CABLE_PING);
    expect(await next((m) => m.type === "ping")).toEqual(JSON.parse(CABLE_PONG));
    socket.close();
  });

  it("confirms a known channel, rejects an unknown one or bad params, and delivers broadcasts", async () => {
    const { next, socket } = await connect();
    await next((m) => m.type === "welcome");
    socket.send(JSON.stringify({ command: "subscribe", identifier: loginIdentifier }));
    expect(await next((m) => m.type === "confirm_subscription")).toEqual({
      type: "confirm_subscription",
      identifier: loginIdentifier,
    });

    const unknown = JSON.stringify({ channel: "NopeChannel" });
    socket.send(JSON.stringify({ command: "subscribe", identifier: unknown }));
    expect(await next((m) => m.type === "reject_subscription" && m.identifier === unknown)).toBeTruthy();

    const badParams = JSON.stringify({ channel: "LoginChannel", socket_id: "<script>" });
    socket.send(JSON.stringify({ command: "subscribe", identifier: badParams }));
    expect(await next((m) => m.type === "reject_subscription" && m.identifier === badParams)).toBeTruthy();

    // A command this server does not know is ignored, not an error.
    socket.send(JSON.stringify({ command: "nope", identifier: loginIdentifier }));
    const stub = cable("lobby");
    expect(await stub.broadcast("login:tv-socket-123", { login: "one-time" })).toBe(1);
    expect(await next((m) => m.identifier === loginIdentifier && "message" in m)).toEqual({
      identifier: loginIdentifier,
      message: { login: "one-time" },
    });
    socket.close();
  });

  it("stops delivering after unsubscribe", async () => {
    const { next, socket } = await connect();
    await next((m) => m.type === "welcome");
    socket.send(JSON.stringify({ command: "subscribe", identifier: loginIdentifier }));
    await next((m) => m.type === "confirm_subscription");
    socket.send(JSON.stringify({ command: "unsubscribe", identifier: loginIdentifier }));
    // Frames are handled in order: once a later one is answered, the unsubscribe has been too.
    const later = JSON.stringify({ channel: "NopeChannel" });
    socket.send(JSON.stringify({ command: "subscribe", identifier: later }));
    await next((m) => m.type === "reject_subscription" && m.identifier === later);
    const stub = cable("lobby");
    expect(await stub.broadcast("login:tv-socket-123", { login: "late" })).toBe(0);
    socket.close();
  });

  it("refuses plain HTTP and malformed account ids", async () => {
    expect((await SELF.fetch("http://localhost/cable")).status).toBe(426);
    const response = await SELF.fetch("http://localhost/cable?account_id=../../x", {
      headers: { Upgrade: "websocket" },
    });
    expect(response.status).toBe(400);
  });
});

const slideshow = (accountId: string) => JSON.stringify({ channel: SLIDESHOW_CHANNEL, account_id: accountId });

/** A slideshow connected to its account's object and subscribed: a screen's with its ticket, else a viewer's. */
async function playSlideshow(accountId: string, ticket?: string) {
  const screen = ticket ? `&screen_ticket=${encodeURIComponent(ticket)}` : "";
  const connection = await connect(`?account_id=${accountId}${screen}`);
  await connection.next((m) => m.type === "welcome");
  const identifier = slideshow(accountId);
  connection.socket.send(JSON.stringify({ command: "subscribe", identifier }));
  await connection.next((m) => m.type === "confirm_subscription" && m.identifier === identifier);
  return { ...connection, identifier };
}

/** Moves the object's clock back: its stored presence as if `ms` had passed. */
async function age(accountId: string, ms: number) {
  await runInDurableObject(cable(`account:${accountId}`), async (_, state) => {
    const stored = (await state.storage.get<PresenceState>("presence")) as PresenceState;
    for (const stint of Object.values(stored.stints)) {
      stint.startedAt -= ms;
      stint.lastSeenAt -= ms;
      stint.countedUntil -= ms;
    }
    for (const dark of Object.values(stored.dark)) dark.lastSeenAt -= ms;
    await state.storage.put("presence", stored);
  });
  // The instance reads its state once: a fresh instance would, and so does this one after a restart.
  await runInDurableObject(cable(`account:${accountId}`), (instance) => {
    (instance as unknown as { accountScreens: null }).accountScreens = null;
  });
}

const presenceRow = (accountId: string) =>
  env.DB.prepare("SELECT status, online_count FROM screen_presence WHERE account_id = ?")
    .bind(accountId)
    .first<{ status: string; online_count: number }>();

describe("slideshow channel and screen presence", () => {
  it("subscribes a slideshow only on its own account's object", async () => {
    const { accountId } = await createUser();
    const { next, socket } = await connect(`?account_id=${accountId}`);
    await next((m) => m.type === "welcome");
    for (const identifier of [slideshow("someone-else"), JSON.stringify({ channel: SLIDESHOW_CHANNEL })]) {
      socket.send(JSON.stringify({ command: "subscribe", identifier }));
      expect(await next((m) => m.type === "reject_subscription" && m.identifier === identifier)).toBeTruthy();
    }
    socket.close();
    // In the lobby (no account) there is no slideshow at all.
    const lobby = await connect();
    await lobby.next((m) => m.type === "welcome");
    const identifier = slideshow(accountId);
    lobby.socket.send(JSON.stringify({ command: "subscribe", identifier }));
    expect(await lobby.next((m) => m.type === "reject_subscription")).toBeTruthy();
    lobby.socket.close();
  });

  it("learns the shop's time zone, whose midnights cut runtime: read when a screen connects, pushed by the profile's save", async () => {
    const owner = await signedIn();
    await env.DB.prepare("UPDATE accounts SET time_zone = 'America/New_York' WHERE id = ?").bind(owner.accountId).run();
    const tv = await screenOf(owner);
    const { socket } = await playSlideshow(owner.accountId, tv.ticket);
    const zoneOfPresence = () =>
      runInDurableObject(cable(`account:${owner.accountId}`), async (_, state) =>
        state.storage.get<string>("time_zone"),
      );
    await expect.poll(zoneOfPresence).toBe("America/New_York");

    // The owner picks Tokyo on the profile: the save tells the object at once.
    const put = await callV1(`/users/accounts/${owner.accountId}`, {
      method: "PUT",
      body: {
        company: "Salon Eins",
        address: "Hauptstraße 1",
        zip_code: "10115",
        city: "Berlin",
        time_zone: "Asia/Tokyo",
      },
      headers: owner.headers,
    });
    expect(put.status).toBe(200);
    await expect.poll(zoneOfPresence).toBe("Asia/Tokyo");
    socket.close();
  });

  it("pushes content changes only to the slideshows of that account", async () => {
    const [one, two] = [await createUser(), await createUser()];
    const a = await playSlideshow(one.accountId);
    const b = await playSlideshow(two.accountId);
    const push = { type: "content_changed", reason: "style_approved" };
    expect(await cable(`account:${one.accountId}`).broadcast(`slideshow:${one.accountId}`, push)).toBe(1);
    expect(await a.next((m) => m.identifier === a.identifier && "message" in m)).toEqual({
      identifier: a.identifier,
      message: push,
    });
    expect(b.messages.some((m) => "message" in m)).toBe(false);
    a.socket.close();
    b.socket.close();
  });

  it("pushes what changes a slideshow at once: the owner's settings and styles, an admin's approval", async () => {
    const stylist = await signedIn();
    const admin = await signedIn({ abilities: ["admin"] });
    const screen = await playSlideshow(stylist.accountId);
    const pushes = () =>
      screen.messages.filter((m) => m.identifier === screen.identifier && "message" in m).map((m) => m.message);

    await callV1("/users/account/qr_code", { method: "PUT", body: { qr_code: false }, headers: stylist.headers });
    await expect.poll(pushes, { interval: 10 }).toEqual([{ type: "content_changed", reason: "settings_changed" }]);

    const id = `live-${stylist.accountId}`;
    const fields: StyleFields = {
      gender: "female",
      color: "red",
      style: "long",
      tags: [],
      show_in_gallery: true,
      hidden_in_portfolio: false,
      show_in_slideshow: true,
    };
    await insertStyle(env.DB, { id, accountId: stylist.accountId, fields, items: [] });
    const allow = await callV1("/admin/allow_portfolio_styles", {
      method: "PUT",
      body: { styleId: id },
      headers: admin.headers,
    });
    expect(allow.status).toBe(200);
    await expect.poll(() => pushes().length, { interval: 10 }).toBe(2);
    expect(pushes()[1]).toEqual({ type: "content_changed", reason: "account_changed" });

    await callV1(`/users/portfolios/${id}`, { method: "DELETE", headers: stylist.headers });
    await expect
      .poll(() => pushes()[2], { interval: 10 })
      .toEqual({ type: "content_changed", reason: "style_removed" });
    screen.socket.close();
  });

  it("opens a stint on subscribe, writes it to D1 at once, and takes the screen's event heartbeats", async () => {
    const user = await createUser();
    const { accountId } = user;
    const tv = await screenOf(user);
    const screen = await playSlideshow(accountId, tv.ticket);
    expect(await presenceRow(accountId)).toEqual({ status: "active", online_count: 1 });
    const stint = await env.DB.prepare("SELECT screen_id, status FROM screen_sessions WHERE account_id = ?")
      .bind(accountId)
      .first();
    expect(stint).toEqual({ screen_id: tv.screenId, status: "online" });

    const heartbeat = {
      action: "heartbeat",
      reason: "hidden",
      timestamp: Date.now(),
      visible: false,
      screen: { width: 1920, height: 1080, orientation: "landscape", resolution: "3840x2160" },
    };
    const message = (identifier: string, data: unknown) =>
      screen.socket.send(JSON.stringify({ command: "message", identifier, data: JSON.stringify(data) }));
    message(screen.identifier, heartbeat);
    // A malformed heartbeat is ignored, and so is one on a channel the socket never subscribed to.
    screen.socket.send(JSON.stringify({ command: "message", identifier: screen.identifier, data: '{"action":1}' }));
    const unsubscribed = JSON.stringify({ channel: SLIDESHOW_CHANNEL, account_id: accountId, n: 2 });
    message(unsubscribed, { ...heartbeat, visible: true, screen: { width: 640, height: 480 } });
    // Frames are handled in order: once this last one shows, the two before it were handled too.
    const showing = { kind: "style", id: "last-frame", src: "/x.webp", since: Date.now() };
    message(screen.identifier, { ...heartbeat, screen: undefined, showing });
    await expect
      .poll(async () => (await cable(`account:${accountId}`).stints())[0]?.showing?.id, { interval: 10 })
      .toBe("last-frame");
    const [live] = await cable(`account:${accountId}`).stints();
    expect(live?.visible).toBe(false);
    expect(live?.info).toMatchObject({ screen_width: 1920, screen_height: 1080, resolution: "3840x2160" });
    screen.socket.close();
  });

  it("keeps the stint when the screen comes back within 50 s (a deploy), and closes it after 50 s of silence", async () => {
    const user = await createUser();
    const { accountId } = user;
    const tv = await screenOf(user);
    const first = await playSlideshow(accountId, tv.ticket);
    const [before] = await cable(`account:${accountId}`).stints();
    first.socket.close();
    await expect
      .poll(async () => (await cable(`account:${accountId}`).stints())[0]?.sockets.length, { interval: 10 })
      .toBe(0);

    const again = await playSlideshow(accountId, tv.ticket);
    const [after] = await cable(`account:${accountId}`).stints();
    expect(after?.id).toBe(before?.id);
    again.socket.close();
    await expect
      .poll(async () => (await cable(`account:${accountId}`).stints())[0]?.sockets.length, { interval: 10 })
      .toBe(0);

    await age(accountId, OFFLINE_AFTER_MS + 1000);
    expect(await runDurableObjectAlarm(cable(`account:${accountId}`))).toBe(true);
    expect(await cable(`account:${accountId}`).stints()).toEqual([]);
    expect(await presenceRow(accountId)).toEqual({ status: "inactive", online_count: 0 });
    const closed = await env.DB.prepare("SELECT status, ended_at FROM screen_sessions WHERE id = ?")
      .bind(before?.id)
      .first<{ status: string; ended_at: string | null }>();
    expect(closed?.status).toBe("offline");
    expect(closed?.ended_at).not.toBeNull();
  });
});

// The rules (opening hours, alerts off, the daily cap) are pure tests beside them (workers/screen-model/screen-alerts.test.ts) and
// the mails' making beside the account's screens (account-screens.test.ts): one mail goes end to end here.
describe("screen-offline mail (decisions.md): one per incident, through the object", () => {
  /** Plays each screen for a few seconds, closes them together, and lets the object end their stints. */
  async function goDark(accountId: string, tickets: string[]) {
    const screens = [];
    for (const ticket of tickets) screens.push(await playSlideshow(accountId, ticket));
    await age(accountId, 5000);
    for (const screen of screens) screen.socket.close();
    await expect
      .poll(async () => (await cable(`account:${accountId}`).stints()).every((stint) => stint.sockets.length === 0), {
        interval: 10,
      })
      .toBe(true);
    await age(accountId, OFFLINE_AFTER_MS + 1000);
    await runDurableObjectAlarm(cable(`account:${accountId}`)); // the stints close: the screens are dark
    expect(await cable(`account:${accountId}`).stints()).toEqual([]);
  }

  /** The 15 minutes pass, and the object wakes for them. */
  async function fifteenMinutesLater(accountId: string) {
    await age(accountId, ALERT_AFTER_MS);
    await runDurableObjectAlarm(cable(`account:${accountId}`));
  }

  it("mails one mail listing both screens that went dark together, by name, and one when both are back", async () => {
    const owner = await createUser();
    const { accountId } = owner;
    const window = await screenOf(owner);
    const counter = await screenOf(owner);
    await env.DB.prepare("UPDATE screens SET name = 'Window TV' WHERE id = ?").bind(window.screenId).run();
    await goDark(accountId, [window.ticket, counter.ticket]);
    expect(await mailsTo(owner.email)).toEqual([]);

    await fifteenMinutesLater(accountId);
    const [mail, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("2 Stylecast screens have gone dark");
    expect(mail?.text_body).toContain("- Window TV, last seen");
    expect(mail?.text_body).toContain(`(TV …${counter.screenId.slice(-6)}), last seen`);
    expect(mail?.text_body).toContain(`https://stylecast.test/accounts/${accountId}/screens`);
    await runDurableObjectAlarm(cable(`account:${accountId}`));
    expect(await mailsTo(owner.email)).toHaveLength(1);

    const first = await playSlideshow(accountId, window.ticket);
    const second = await playSlideshow(accountId, counter.ticket);
    await expect.poll(async () => (await mailsTo(owner.email)).length, { interval: 10 }).toBe(2);
    const [back] = await mailsTo(owner.email);
    expect(back?.subject).toBe("Your Stylecast screens are back");
    expect(back?.text_body).toMatch(/^Window TV and .+ are playing your slideshow again since/);
    first.socket.close();
    second.socket.close();
  });
});

describe("slideshow_online and slideshow_offline (a screen's presence over HTTP)", () => {
  const post = (path: string, body: unknown) => callV1(`/users/${path}`, { body });

  it("opens a stint with the first heartbeat, continues it with the next, and ends it when the screen leaves", async () => {
    const user = await createUser();
    const { accountId } = user;
    const { ticket } = await screenOf(user);
    const online = await post("slideshow_online", { account_id: accountId, screen_ticket: ticket });
    expect(await online.json()).toMatchObject({ status: 200, message: SCREEN_MESSAGES.online });
    const [first] = await cable(`account:${accountId}`).stints();
    await post("slideshow_online", { account_id: accountId, screen_ticket: ticket, visible: false });
    const [again] = await cable(`account:${accountId}`).stints();
    expect(again).toMatchObject({ id: first?.id, visible: false, sockets: [] });
    expect(await presenceRow(accountId)).toEqual({ status: "connected", online_count: 1 });

    const offline = await post("slideshow_offline", { account_id: accountId, screen_ticket: ticket });
    expect(await offline.json()).toMatchObject({ status: 200, message: SCREEN_MESSAGES.offline });
    expect(await cable(`account:${accountId}`).stints()).toEqual([]);
    expect(await presenceRow(accountId)).toEqual({ status: "inactive", online_count: 0 });
  });

  it.each([
    [{ screen_ticket: "t" }, 422, "account_id"],
    [{ account_id: "x" }, 422, "screen_ticket"],
    [{ account_id: "x", screen_ticket: "t".repeat(201) }, 422, "screen_ticket"],
    [{ account_id: "x", screen_ticket: "t", visible: "yes" }, 422, "visible"],
    [{ account_id: "nobody-here", screen_ticket: "t" }, 404, "account_id"],
  ])("refuses %j with %i naming %s", async (body, status, field) => {
    const response = await post("slideshow_online", body);
    expect(await response.json()).toMatchObject({ status, input_name: field });
  });
});

describe("an anonymous viewer is never a screen", () => {
  const post = (path: string, body: unknown) => callV1(`/users/${path}`, { body });

  it("counts none of 200 viewers, and mails nobody after they leave", async () => {
    const owner = await createUser();
    const { accountId } = owner;
    const viewers = await Promise.all(Array.from({ length: 200 }, () => playSlideshow(accountId)));
    expect(await cable(`account:${accountId}`).stints()).toEqual([]);
    for (const viewer of viewers) viewer.socket.close();
    // Nothing to count means nothing to wake for: no alarm, so no "gone dark" mail can ever come.
    const alarm = await runInDurableObject(cable(`account:${accountId}`), (_, state) => state.storage.getAlarm());
    expect(alarm).toBeNull();
    expect(await presenceRow(accountId)).toBeNull();
    expect(await mailsTo(owner.email)).toEqual([]);
  }, 20_000); // 200 sockets: about 4 s on a busy machine, near vitest's default 5 s

  it("does not count a made-up or someone else's ticket, nor a person's session", async () => {
    const [owner, other] = [await signedIn(), await createUser()];
    const othersTv = await screenOf(other);
    const forged = `${othersTv.screenId}.${"A".repeat(43)}`;
    for (const ticket of [othersTv.ticket, forged, "not-a-ticket"]) {
      const viewer = await playSlideshow(owner.accountId, ticket);
      viewer.socket.close();
    }
    expect(await cable(`account:${owner.accountId}`).stints()).toEqual([]);
    const person = await callV1("/users/screen_ticket", { method: "POST", headers: owner.headers });
    expect(await person.json()).toMatchObject({ status: 403, message: SCREEN_MESSAGES.notAScreen });
    const http = await post("slideshow_online", { account_id: owner.accountId, screen_ticket: othersTv.ticket });
    expect(await http.json()).toMatchObject({ status: 403, input_name: "screen_ticket" });
  });

  it("stops counting a screen whose screen session was ended", async () => {
    const user = await createUser();
    const tv = await screenOf(user);
    await env.DB.prepare("DELETE FROM sessions WHERE id = ?").bind(tv.screenId).run();
    const viewer = await playSlideshow(user.accountId, tv.ticket);
    expect(await cable(`account:${user.accountId}`).stints()).toEqual([]);
    viewer.socket.close();
  });

  it("counts at most MAX_COUNTED_SCREENS screens; the next one still plays", async () => {
    const user = await createUser();
    const tvs = await Promise.all(Array.from({ length: MAX_COUNTED_SCREENS + 1 }, () => screenOf(user)));
    const shows = [];
    for (const tv of tvs) shows.push(await playSlideshow(user.accountId, tv.ticket));
    expect(await cable(`account:${user.accountId}`).stints()).toHaveLength(MAX_COUNTED_SCREENS);
    for (const show of shows) show.socket.close();
  });
});

describe("what a stranger sends the cable", () => {
  it("refuses a socket for an account that has no slideshow before its object exists", async () => {
    const response = await SELF.fetch("http://localhost/cable?account_id=nobody-here", {
      headers: { Upgrade: "websocket" },
    });
    expect(response.status).toBe(404);
    const ids: string[] = [];
    await runInDurableObject(cable("account:nobody-here"), async (_, state) => {
      ids.push(...(await state.storage.list()).keys());
    });
    expect(ids).toEqual([]);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "rejects a subscription to the channel %s without an error",
    async (channel) => {
      const { accountId } = await createUser();
      const { next, socket } = await connect(`?account_id=${accountId}`);
      await next((m) => m.type === "welcome");
      const identifier = JSON.stringify({ channel, account_id: accountId });
      socket.send(JSON.stringify({ command: "subscribe", identifier }));
      expect(await next((m) => m.type === "reject_subscription" && m.identifier === identifier)).toBeTruthy();
      socket.close();
    },
  );

  it("holds at most MAX_SUBSCRIPTIONS subscriptions on one socket", async () => {
    const { accountId } = await createUser();
    const { next, socket, messages } = await connect(`?account_id=${accountId}`);
    await next((m) => m.type === "welcome");
    const identifiers = Array.from({ length: 300 }, (_, i) =>
      JSON.stringify({ channel: SLIDESHOW_CHANNEL, account_id: accountId, n: i }),
    );
    for (const identifier of identifiers) socket.send(JSON.stringify({ command: "subscribe", identifier }));
    await expect
      .poll(() => messages.filter((m) => m.type === "reject_subscription").length, { interval: 10 })
      .toBe(300 - MAX_SUBSCRIPTIONS);
    expect(messages.filter((m) => m.type === "confirm_subscription")).toHaveLength(MAX_SUBSCRIPTIONS);
    socket.close();
  });

  it.each([
    ["a frame over 16 KB", "x".repeat(MAX_FRAME_CHARS + 1), 1009],
    ["a frame that is not JSON", "{nope", 1007],
    ["a binary frame", new Uint8Array([1, 2, 3]), 1003],
  ])("closes the socket on %s with a code that says why", async (_, frame, code) => {
    const { accountId } = await createUser();
    const { next, socket } = await connect(`?account_id=${accountId}`);
    await next((m) => m.type === "welcome");
    const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
    socket.send(frame);
    expect(await closed).toBe(code);
  });
});
