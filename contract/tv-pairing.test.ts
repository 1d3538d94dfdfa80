import { describe, expect, it } from "vitest";
import {
  isTvLoginPush,
  newPairingSecret,
  pairingCookie,
  readPairingSecret,
  TV_PAIRING_COOKIE,
  tvSocketId,
} from "./tv-pairing";

describe("TV pairing secrets", () => {
  it("makes a new 43-character secret each time, and a socket id that is its SHA-256", async () => {
    const [a, b] = [newPairingSecret(), newPairingSecret()];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    // SHA-256("abc"), base64url.
    expect(await tvSocketId("abc")).toBe("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
    expect(await tvSocketId(a)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tvSocketId(a)).not.toBe(a);
  });

  it("reads the secret from a Cookie header, and nothing that is not one", () => {
    const secret = newPairingSecret();
    expect(readPairingSecret(`a=1; ${TV_PAIRING_COOKIE}=${secret}; b=2`)).toBe(secret);
    expect(readPairingSecret(`${TV_PAIRING_COOKIE}=${secret}`)).toBe(secret);
    expect(readPairingSecret(`x${TV_PAIRING_COOKIE}=${secret}`)).toBeNull();
    expect(readPairingSecret(`${TV_PAIRING_COOKIE}=short`)).toBeNull();
    expect(readPairingSecret(`${TV_PAIRING_COOKIE}=${secret}<script>`)).toBeNull();
    expect(readPairingSecret(null)).toBeNull();
  });

  it("sets the cookie HttpOnly, Secure, SameSite=Lax for 10 minutes, and clears it", () => {
    expect(pairingCookie("s".repeat(43))).toBe(
      `${TV_PAIRING_COOKIE}=${"s".repeat(43)}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(pairingCookie(null)).toBe(`${TV_PAIRING_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`);
  });

  it("knows a login push from anything else on the stream", () => {
    expect(isTvLoginPush({ type: "login", code: "c".repeat(43) })).toBe(true);
    expect(isTvLoginPush({ type: "login", code: "short" })).toBe(false);
    expect(isTvLoginPush({ type: "content_changed", code: "c".repeat(43) })).toBe(false);
    expect(isTvLoginPush(null)).toBe(false);
  });
});
