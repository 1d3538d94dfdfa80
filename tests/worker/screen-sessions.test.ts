import { env } from "cloudflare:test";
import { SCREEN_SESSION_MAX_AGE_SECONDS, TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import { REFRESH_TOKEN_TTL_MS, renewSession } from "@workers/auth/sessions";
import { describe, expect, it } from "vitest";
import { bearer, callV1, json, signedIn } from "../support/api";
import { waitingTv } from "../support/tv-lobby";

/** A TV's long-lived screen session (ADR 19), and the rules it is never let off. */
const YEAR_MS = SCREEN_SESSION_MAX_AGE_SECONDS * 1000;
const DAY = 24 * 60 * 60 * 1000;

type Row = { kind: string; refresh_expires_at: number; created_at: number };
const sessionsOf = async (userId: string) =>
  (
    await env.DB.prepare(
      "SELECT kind, refresh_expires_at, created_at FROM sessions WHERE user_id = ? ORDER BY created_at",
    )
      .bind(userId)
      .all<Row>()
  ).results;

/** A TV logged in by its QR code: the phone confirms, the TV redeems with its secret. */
async function pairedTv() {
  const tv = await waitingTv();
  const owner = await signedIn();
  await callV1("/users/send_socket_login_message", { headers: owner.headers, body: { socket_id: tv.socketId } });
  const { code } = (await tv.next((m) => "message" in m)).message as { code: string };
  const response = await callV1("/users/tv_sign_in", { body: { pairing_secret: tv.secret, code } });
  expect(response.status).toBe(200);
  tv.socket.close();
  const tokens = {
    accessToken: response.headers.get("access-token") ?? "",
    refreshToken: response.headers.get("refresh-token") ?? "",
  };
  return { owner, tokens };
}

describe("screen sessions", () => {
  it("are what a TV's pairing makes: a year long, and a year again from every renewal", async () => {
    const { owner, tokens } = await pairedTv();
    const [person, screen] = await sessionsOf(owner.userId);
    expect(person?.kind).toBe("person");
    expect(person?.refresh_expires_at).toBeLessThanOrEqual(Date.now() + REFRESH_TOKEN_TTL_MS);
    expect(screen?.kind).toBe("screen");
    expect(Math.abs((screen?.refresh_expires_at ?? 0) - (screen?.created_at ?? 0) - YEAR_MS)).toBeLessThan(1000);

    const renewed = await callV1("/users/tokens", {
      method: "POST",
      headers: { "refresh-token": tokens.refreshToken },
    });
    expect(renewed.status).toBe(200);
    // Renewed months later, it lives a year from then; its kind stays.
    const later = Date.now() + 200 * DAY;
    const again = await renewSession(
      env.DB,
      renewed.headers.get("refresh-token") ?? "",
      env.SESSION_SECRET as string,
      later,
    );
    expect(again.ok).toBe(true);
    const [, rotated] = await sessionsOf(owner.userId);
    expect(rotated).toMatchObject({ kind: "screen", refresh_expires_at: later + YEAR_MS });
  });

  it("reach no person's endpoint (ADR 31): a screen cannot change the password or delete the account", async () => {
    const { owner, tokens } = await pairedTv();
    const headers = bearer(tokens);
    const newPassword = { password: "Screen#2026", password_confirmation: "Screen#2026" };
    const refused = { status: 403, message: TV_PAIRING_MESSAGES.screenSessionOnly };
    const change = await callV1("/users/password", { method: "PUT", headers, body: newPassword });
    expect(await json(change)).toMatchObject(refused);
    const remove = await callV1("/users/cancel_account", { method: "DELETE", headers });
    expect(await json(remove)).toMatchObject(refused);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE id = ?").bind(owner.userId).first("n")).toBe(1);
    // The same minute's person session may.
    expect((await callV1("/users/password", { method: "PUT", headers: owner.headers, body: newPassword })).status).toBe(
      200,
    );
  });

  it("end with one row: the screen is logged out, the person's sessions go on", async () => {
    const { owner, tokens } = await pairedTv();
    await env.DB.prepare("DELETE FROM sessions WHERE user_id = ? AND kind = 'screen'").bind(owner.userId).run();
    expect((await callV1("/users/me", { headers: bearer(tokens) })).status).toBe(401);
    expect((await callV1("/users/me", { headers: owner.headers })).status).toBe(200);
  });
});

describe("POST /v1/users/screen_session (the password typed on /tv)", () => {
  it("turns a session signed in minutes ago into a screen session; the person's tokens end", async () => {
    const user = await signedIn();
    const response = await callV1("/users/screen_session", { method: "POST", headers: user.headers });
    expect(await json(response)).toMatchObject({ status: 200, message: TV_PAIRING_MESSAGES.signedIn });
    const screen = { accessToken: response.headers.get("access-token") ?? "" };
    expect(screen.accessToken).not.toBe("");
    expect(response.headers.get("refresh-token")).not.toBeNull();
    expect((await sessionsOf(user.userId)).map((row) => row.kind)).toEqual(["screen"]);
    expect((await callV1("/users/me", { headers: user.headers })).status).toBe(401);
    expect((await callV1("/users/me", { headers: bearer(screen) })).status).toBe(200);
    // A screen cannot make itself a screen again (and so never renews its own start).
    const twice = await callV1("/users/screen_session", { method: "POST", headers: bearer(screen) });
    expect(await json(twice)).toMatchObject({ status: 403, message: TV_PAIRING_MESSAGES.screenSessionOnly });
  });

  it("refuses a session that signed in more than ten minutes ago, and a signed-out caller", async () => {
    const old = await signedIn();
    await env.DB.prepare("UPDATE sessions SET created_at = ? WHERE user_id = ?")
      .bind(Date.now() - 11 * 60 * 1000, old.userId)
      .run();
    const refused = await callV1("/users/screen_session", { method: "POST", headers: old.headers });
    expect(await json(refused)).toMatchObject({ status: 403, message: TV_PAIRING_MESSAGES.signInTooLongAgo });
    expect((await sessionsOf(old.userId)).map((row) => row.kind)).toEqual(["person"]);
    expect((await callV1("/users/screen_session", { method: "POST" })).status).toBe(401);
  });
});
