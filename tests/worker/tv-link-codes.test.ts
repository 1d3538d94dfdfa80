import { newPairingSecret, TV_LINK_CODE_ALPHABET, TV_PAIRING_MESSAGES, tvSocketId } from "@contract/tv-pairing";
import { describe, expect, it } from "vitest";
import { callV1, json, signedIn } from "../support/api";
import { lobby, waitingTv } from "../support/tv-lobby";

/** The short code a /tv page shows and a phone types at /link (ADR 19). */
const CODE = new RegExp(`^[${TV_LINK_CODE_ALPHABET}]{6}$`);

/** A TV on /tv with its short code, as the page's loader asks for it. */
async function tvWithCode() {
  const tv = await waitingTv();
  const response = await callV1("/users/tv_link_codes", { body: { pairing_secret: tv.secret } });
  expect(response.status).toBe(200);
  const { data } = await json<{ code: string; expires_at: string }>(response);
  return { ...tv, code: data.code, expiresAt: data.expires_at };
}

/** Each phone from its own IP, so only the limit under test is reached. */
let phones = 0;
async function phone() {
  const user = await signedIn();
  const headers = { ...user.headers, "CF-Connecting-IP": `198.51.100.${++phones}` };
  return {
    ...user,
    headers,
    lookUp: (code: string) => callV1(`/users/tv_link_codes/${encodeURIComponent(code)}`, { headers }),
    confirm: (code: unknown) => callV1("/users/send_link_code_login_message", { headers, body: { code } }),
  };
}

describe("POST /v1/users/tv_link_codes", () => {
  it("gives each /tv page its own code of six unmistakable signs, good for the pairing's ten minutes", async () => {
    const tv = await tvWithCode();
    expect(tv.code).toMatch(CODE);
    const lifetime = Date.parse(tv.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(9.9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    // A new page (a new secret) gets a new code; the code is kept beside the socket id, not computed from it.
    const again = await tvWithCode();
    expect(again.code).not.toBe(tv.code);
    const stored = await lobby().findLinkCode(tv.code);
    expect(stored).toEqual({ ok: true, socketId: tv.socketId });
    tv.socket.close();
    again.socket.close();
  });

  it("refuses a malformed pairing secret", async () => {
    const response = await callV1("/users/tv_link_codes", { body: { pairing_secret: "short" } });
    expect(await json(response)).toMatchObject({ status: 422, message: TV_PAIRING_MESSAGES.pairingExpired });
  });
});

describe("a phone that types the TV's short code", () => {
  it("sees which TV waits, confirms once, and the TV logs in with its secret as with the QR code", async () => {
    const tv = await tvWithCode();
    const owner = await phone();
    const looked = await owner.lookUp(tv.code);
    expect(looked.status).toBe(200);
    const { data } = await json<Record<string, unknown>>(looked);
    expect(data).toMatchObject({ code: tv.code, browser_name: "Chrome", os_name: "Linux" });
    // The phone learns no socket id from a code.
    expect(data).not.toHaveProperty("socket_id");
    expect(Date.parse(data.since as string)).toBeGreaterThan(Date.now() - 10_000);

    const confirmed = await owner.confirm(tv.code);
    expect(await json(confirmed)).toMatchObject({ status: 200, message: TV_PAIRING_MESSAGES.codeSent });
    const pushed = (await tv.next((m) => m.identifier === tv.identifier && "message" in m)).message as {
      type: string;
      code: string;
    };
    expect(pushed.type).toBe("login");
    const signIn = await callV1("/users/tv_sign_in", { body: { pairing_secret: tv.secret, code: pushed.code } });
    expect(signIn.status).toBe(200);
    expect((await json<{ user_id: string }>(signIn)).data.user_id).toBe(owner.userId);

    // One confirmation per code: looking it up or confirming it again is refused, naming the field.
    for (const again of [await owner.lookUp(tv.code), await owner.confirm(tv.code)]) {
      expect(await json(again)).toMatchObject({
        status: 422,
        message: TV_PAIRING_MESSAGES.linkCodeUsed,
        input_name: "code",
      });
    }
    expect(tv.messages.filter((m) => "message" in m)).toHaveLength(1);
    tv.socket.close();
  });

  it("is refused once the code is ten minutes old (aged through the development seam)", async () => {
    const tv = await tvWithCode();
    const owner = await phone();
    const aged = await callV1("/dev/tv_login_codes/age", { body: { socket_id: tv.socketId, seconds: 10 * 60 } });
    expect(await json(aged)).toMatchObject({ data: { aged: 1 } });
    for (const late of [await owner.lookUp(tv.code), await owner.confirm(tv.code)]) {
      expect(await json(late)).toMatchObject({
        status: 422,
        message: TV_PAIRING_MESSAGES.linkCodeExpired,
        input_name: "code",
      });
    }
    expect(tv.messages.some((m) => "message" in m)).toBe(false);
    tv.socket.close();
  });

  it("is told when the code is wrong or malformed, and when its TV stopped waiting; signed out it is 401", async () => {
    const tv = await tvWithCode();
    expect((await callV1(`/users/tv_link_codes/${tv.code}`)).status).toBe(401);
    expect((await callV1("/users/send_link_code_login_message", { body: { code: tv.code } })).status).toBe(401);
    const owner = await phone();
    // A code of the right form that no TV shows (the first sign changed to another of the alphabet).
    const wrong =
      (TV_LINK_CODE_ALPHABET[(TV_LINK_CODE_ALPHABET.indexOf(tv.code[0] ?? "") + 1) % 25] ?? "") + tv.code.slice(1);
    expect(await json(await owner.lookUp(wrong))).toMatchObject({
      status: 422,
      message: TV_PAIRING_MESSAGES.linkCodeUnknown,
      input_name: "code",
    });
    for (const malformed of ["ABC", "A0CDEF", "acdefg", "<script>", "A".repeat(300)]) {
      const response = await owner.lookUp(malformed);
      expect(response.status, malformed).toBe(422);
      expect((await json(response)).input_name).toBe("code");
    }
    for (const hostile of [12, "", null, "ACD EFG"]) {
      expect((await owner.confirm(hostile)).status, String(hostile)).toBe(422);
    }
    tv.socket.close();
    await expect.poll(() => lobby().waitingTv(tv.socketId)).toBeNull();
    expect(await json(await owner.lookUp(tv.code))).toMatchObject({
      status: 404,
      message: TV_PAIRING_MESSAGES.notWaiting,
    });
    expect((await owner.confirm(tv.code)).status).toBe(404);
  });

  it("limits guesses per user (20 in 10 minutes) and per IP (60 in 10 minutes)", async () => {
    const guesser = await phone();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await guesser.lookUp("ACDEFG")).status);
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await guesser.confirm("ACDEFG")).status).toBe(429);

    // Many accounts behind one address: the IP's allowance runs out too.
    const ip = { "CF-Connecting-IP": "203.0.113.90" };
    const sameIp: number[] = [];
    for (let user = 0; user < 4; user++) {
      const { headers } = await signedIn();
      for (let i = 0; i < 16; i++) {
        sameIp.push((await callV1("/users/tv_link_codes/ACDEFG", { headers: { ...headers, ...ip } })).status);
      }
    }
    expect(sameIp.slice(0, 60).every((status) => status === 422)).toBe(true);
    expect(sameIp.slice(60)).toEqual([429, 429, 429, 429]);
  });
});

describe("the lobby's short codes", () => {
  it("are kept with the socket they stand for, and report a TV that left", async () => {
    const secret = newPairingSecret();
    const socketId = await tvSocketId(secret);
    const { code } = await lobby().createLinkCode(socketId);
    expect(code).toMatch(CODE);
    expect(await lobby().findLinkCode(code)).toEqual({ ok: false, reason: "not_waiting" });
    expect(await lobby().confirmLinkCode(code, { userId: "user-9" })).toEqual({ ok: false, reason: "not_waiting" });
    const tv = await waitingTv(secret);
    expect(await lobby().findLinkCode(code)).toEqual({ ok: true, socketId });
    const confirmed = await lobby().confirmLinkCode(code, { userId: "user-9" });
    expect(confirmed).toMatchObject({ ok: true, socketId });
    expect(await lobby().findLinkCode(code)).toEqual({ ok: false, reason: "used" });
    tv.socket.close();
  });
});
