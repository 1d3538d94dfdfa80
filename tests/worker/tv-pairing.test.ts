import { runInDurableObject } from "cloudflare:test";
import { newPairingSecret, TV_LOGIN_CODE_TTL_MS, TV_PAIRING_MESSAGES, tvSocketId } from "@contract/tv-pairing";
import { describe, expect, it } from "vitest";
import { callV1, json, signedIn } from "../support/api";
import { lobby, subscribe, waitingTv } from "../support/tv-lobby";

const MINUTES_5 = TV_LOGIN_CODE_TTL_MS;

describe("the lobby's TV login codes", () => {
  it("knows which TV waits, makes codes only for it, and redeems a code once, for its own socket", async () => {
    const tv = await waitingTv();
    const other = await waitingTv();
    const waiting = await lobby().waitingTv(tv.socketId);
    expect(waiting).toMatchObject({ info: { browser_name: "Chrome", os_name: "Linux" } });
    expect(Date.now() - (waiting?.since ?? 0)).toBeLessThan(10_000);

    const code = (await lobby().createLoginCode(tv.socketId, { userId: "user-1" })) as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored hashed: the code itself is nowhere in the object's storage.
    const stored = await runInDurableObject(lobby(), async (_, state) =>
      JSON.stringify([...(await state.storage.list())]),
    );
    expect(stored).toContain("user-1");
    expect(stored).not.toContain(code);
    expect(await lobby().redeemLoginCode(code, other.socketId)).toEqual({ ok: false, reason: "other_socket" });
    expect(await lobby().redeemLoginCode("x".repeat(43), tv.socketId)).toEqual({ ok: false, reason: "unknown" });
    expect(await lobby().redeemLoginCode(code, tv.socketId)).toEqual({ ok: true, userId: "user-1" });
    expect(await lobby().redeemLoginCode(code, tv.socketId)).toEqual({ ok: false, reason: "used" });
    tv.socket.close();
    other.socket.close();
  });

  it("expires a code 5 minutes after it was made", async () => {
    const tv = await waitingTv();
    const now = Date.now();
    const code = (await lobby().createLoginCode(tv.socketId, { userId: "user-2" }, now)) as string;
    expect(await lobby().redeemLoginCode(code, tv.socketId, now + MINUTES_5)).toEqual({
      ok: false,
      reason: "expired",
    });
    const fresh = (await lobby().createLoginCode(tv.socketId, { userId: "user-2" }, now)) as string;
    expect(await lobby().redeemLoginCode(fresh, tv.socketId, now + MINUTES_5 - 1)).toEqual({
      ok: true,
      userId: "user-2",
    });
    tv.socket.close();
  });

  it("makes no code when no TV waits on the socket", async () => {
    const socketId = await tvSocketId(newPairingSecret());
    expect(await lobby().createLoginCode(socketId, { userId: "user-3" })).toBeNull();
    expect(await lobby().waitingTv(socketId)).toBeNull();
  });

  it("rejects a second live subscriber to the same socket id, and lets the next TV in once the first left", async () => {
    const tv = await waitingTv();
    const intruder = await subscribe(tv.socketId);
    expect(intruder.confirmed).toBe(false);
    // The intruder hears nothing that is sent to the TV.
    expect(await lobby().broadcast(`login:${tv.socketId}`, { type: "login", code: "c" })).toBe(1);
    await tv.next((m) => m.identifier === tv.identifier && "message" in m);
    expect(intruder.messages.some((m) => "message" in m)).toBe(false);
    intruder.socket.close();

    tv.socket.close();
    await expect.poll(() => lobby().waitingTv(tv.socketId)).toBeNull();
    const again = await subscribe(tv.socketId);
    expect(again.confirmed).toBe(true);
    again.socket.close();
  });
});

describe("GET /v1/users/tv_sockets/{socket_id}", () => {
  it("names the waiting TV to a signed-in user", async () => {
    const tv = await waitingTv();
    const { headers } = await signedIn();
    const response = await callV1(`/users/tv_sockets/${tv.socketId}`, { headers });
    expect(response.status).toBe(200);
    const body = await json<Record<string, unknown>>(response);
    expect(body.data).toMatchObject({ socket_id: tv.socketId, browser_name: "Chrome", os_name: "Linux" });
    expect(Date.parse(body.data.since as string)).toBeGreaterThan(Date.now() - 10_000);
    tv.socket.close();
  });

  it("answers 401 signed out, 404 when no TV waits, 422 for a malformed socket id", async () => {
    const tv = await waitingTv();
    expect((await callV1(`/users/tv_sockets/${tv.socketId}`)).status).toBe(401);
    const { headers } = await signedIn();
    const gone = await callV1(`/users/tv_sockets/${await tvSocketId(newPairingSecret())}`, { headers });
    expect(gone.status).toBe(404);
    expect((await json(gone)).message).toBe(TV_PAIRING_MESSAGES.notWaiting);
    for (const hostile of ["short", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "a".repeat(300)]) {
      const response = await callV1(`/users/tv_sockets/${hostile}`, { headers });
      expect(response.status, hostile).toBe(422);
      expect((await json(response)).message).toBe(TV_PAIRING_MESSAGES.socketIdInvalid);
    }
    tv.socket.close();
  });
});

describe("POST /v1/users/send_socket_login_message", () => {
  it("sends the waiting TV a one-time code that only its pairing secret can redeem", async () => {
    const tv = await waitingTv();
    const phone = await signedIn();
    const response = await callV1("/users/send_socket_login_message", {
      headers: phone.headers,
      body: { socket_id: tv.socketId },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).message).toBe(TV_PAIRING_MESSAGES.codeSent);
    const pushed = (await tv.next((m) => m.identifier === tv.identifier && "message" in m)).message as {
      type: string;
      code: string;
    };
    expect(pushed.type).toBe("login");

    // Someone who saw the code but holds another secret (or only the public socket id) gets nothing.
    const stranger = await callV1("/users/tv_sign_in", {
      body: { pairing_secret: newPairingSecret(), code: pushed.code },
    });
    expect(stranger.status).toBe(401);
    expect((await json(stranger)).message).toBe(TV_PAIRING_MESSAGES.codeInvalid);
    const bySocketId = await callV1("/users/tv_sign_in", { body: { socket_id: tv.socketId, code: pushed.code } });
    expect(bySocketId.status).toBe(422);

    const signIn = await callV1("/users/tv_sign_in", { body: { pairing_secret: tv.secret, code: pushed.code } });
    expect(signIn.status).toBe(200);
    const body = await json<{ user_id: string; account_id: string }>(signIn);
    expect(body.message).toBe(TV_PAIRING_MESSAGES.signedIn);
    expect(body.data).toMatchObject({ user_id: phone.userId, account_id: phone.accountId });
    const accessToken = signIn.headers.get("access-token") ?? "";
    expect(accessToken).not.toBe("");
    expect(signIn.headers.get("refresh-token")).not.toBeNull();
    // The TV's tokens are a session of their own that works.
    const me = await callV1("/users/me", { headers: { Authorization: `Bearer ${accessToken}` } });
    expect((await json<{ user_id: string }>(me)).data.user_id).toBe(phone.userId);

    const replay = await callV1("/users/tv_sign_in", { body: { pairing_secret: tv.secret, code: pushed.code } });
    expect(replay.status).toBe(401);
    expect(await json(replay)).toMatchObject({ message: TV_PAIRING_MESSAGES.codeUsed, input_name: "code" });
    tv.socket.close();
  });

  it("refuses an expired code (aged through the development seam)", async () => {
    const tv = await waitingTv();
    const phone = await signedIn();
    await callV1("/users/send_socket_login_message", { headers: phone.headers, body: { socket_id: tv.socketId } });
    const { code } = (await tv.next((m) => "message" in m)).message as { code: string };
    const aged = await callV1("/dev/tv_login_codes/age", { body: { socket_id: tv.socketId, seconds: 5 * 60 } });
    expect(await json(aged)).toMatchObject({ data: { aged: 1 } });
    const late = await callV1("/users/tv_sign_in", { body: { pairing_secret: tv.secret, code } });
    expect(late.status).toBe(401);
    expect((await json(late)).message).toBe(TV_PAIRING_MESSAGES.codeExpired);
    tv.socket.close();
  });

  it("answers 401 signed out, 404 when the TV left, 422 for bad input, 429 when repeated too often", async () => {
    const tv = await waitingTv();
    expect((await callV1("/users/send_socket_login_message", { body: { socket_id: tv.socketId } })).status).toBe(401);
    const phone = await signedIn();
    const send = (body: unknown) => callV1("/users/send_socket_login_message", { headers: phone.headers, body });
    for (const hostile of [
      {},
      { socket_id: "<script>alert(1)</script>" },
      { socket_id: 12 },
      { socket_id: "x".repeat(10_000) },
      [tv.socketId],
      "socket",
    ]) {
      const response = await send(hostile);
      expect(response.status, JSON.stringify(hostile).slice(0, 40)).toBe(422);
    }
    tv.socket.close();
    await expect.poll(() => lobby().waitingTv(tv.socketId)).toBeNull();
    const gone = await send({ socket_id: tv.socketId });
    expect(gone.status).toBe(404);
    expect((await json(gone)).message).toBe(TV_PAIRING_MESSAGES.notWaiting);

    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await send({ socket_id: tv.socketId })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("POST /v1/users/tv_sign_in", () => {
  it("answers 422 for malformed input and 401 for an unknown code", async () => {
    const ip = { "CF-Connecting-IP": "203.0.113.77" };
    const signIn = (body: unknown) => callV1("/users/tv_sign_in", { headers: ip, body });
    for (const hostile of [
      {},
      { pairing_secret: newPairingSecret() },
      { pairing_secret: "short", code: "x".repeat(43) },
      { pairing_secret: newPairingSecret(), code: "'; DROP TABLE users; --" },
      { pairing_secret: newPairingSecret(), code: "x".repeat(100_000) },
    ]) {
      const response = await signIn(hostile);
      expect(response.status, JSON.stringify(hostile).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.status).not.toBe(401);
    }
    const unknown = await signIn({ pairing_secret: newPairingSecret(), code: "y".repeat(43) });
    expect(unknown.status).toBe(401);
    expect((await json(unknown)).message).toBe(TV_PAIRING_MESSAGES.codeInvalid);
  });

  it("limits attempts per IP", async () => {
    const ip = { "CF-Connecting-IP": "203.0.113.78" };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await callV1("/users/tv_sign_in", {
        headers: ip,
        body: { pairing_secret: newPairingSecret(), code: "z".repeat(43) },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another IP is not held up.
    const other = await callV1("/users/tv_sign_in", {
      headers: { "CF-Connecting-IP": "203.0.113.79" },
      body: { pairing_secret: newPairingSecret(), code: "z".repeat(43) },
    });
    expect(other.status).toBe(401);
  });
});
