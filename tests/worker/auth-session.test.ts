import { env } from "cloudflare:test";
import { MESSAGES } from "@contract/messages";
import { ROTATION_GRACE_MS } from "@workers/auth/sessions";
import { hashToken } from "@workers/auth/tokens";
import { describe, expect, it } from "vitest";
import { bearer, callV1, createUser, json, signedIn } from "../support/api";

const me = (tokens: { accessToken: string }) => callV1("/users/me", { headers: bearer(tokens) });
const renew = (refreshToken: string) =>
  callV1("/users/tokens", { method: "POST", headers: { "refresh-token": refreshToken } });

async function expireAccessTokens() {
  await env.DB.prepare("UPDATE sessions SET access_expires_at = 0, previous_access_expires_at = 0").run();
}

describe("POST /v1/users/sign_in", () => {
  it("answers the current user and opaque tokens in the response headers", async () => {
    const { email, password, accountId } = await createUser({ abilities: ["GOLD"] });
    const response = await callV1("/users/sign_in", { body: { email: ` ${email.toUpperCase()} `, password } });
    expect(response.status).toBe(200);
    const body = await json<Record<string, unknown>>(response);
    expect(body).toMatchObject({
      message: "Signed in successfully",
      data: { email, account_id: accountId, abilities: ["GOLD"] },
    });
    expect(body.data).not.toHaveProperty("password_hash");
    const access = response.headers.get("access-token") ?? "";
    expect(access).toMatch(/^[\w-]{43}$/);
    expect(response.headers.get("refresh-token")).toMatch(/^[\w-]{43}$/);
    const expireAt = Date.parse(response.headers.get("expire-at") ?? "");
    expect(expireAt - Date.now()).toBeGreaterThan(10 * 60 * 1000);
    // Only the hash is stored.
    const stored = await env.DB.prepare("SELECT access_hash FROM sessions WHERE access_hash = ?")
      .bind(await hashToken(access))
      .first();
    expect(stored).not.toBeNull();
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE access_hash = ?").bind(access).first("n"),
    ).toBe(0);
  });

  it.each([
    [{ email: "a@example.com", password: "" }, 422, "Password is required"],
    [{ email: "a@example.com" }, 422, "Password is required"],
    [{ email: "nope", password: "x" }, 422, "Invalid Email"],
    [{ email: "unknown@example.com", password: "Secret#2026" }, 401, "Invalid email or password"],
  ])("refuses %j", async (body, status, message) => {
    const response = await callV1("/users/sign_in", { body });
    expect(response.status).toBe(status);
    expect(await json(response)).toMatchObject({ error: message });
  });

  it("refuses a wrong password the same way as an unknown e-mail", async () => {
    const { email } = await createUser();
    const response = await callV1("/users/sign_in", { body: { email, password: "Wrong#2026" } });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ error: "Invalid email or password", input_name: "password" });
  });

  it("refuses unconfirmed, blocked and deleted accounts", async () => {
    const pending = await createUser({ status: "pending" });
    const pendingResponse = await callV1("/users/sign_in", {
      body: { email: pending.email, password: pending.password },
    });
    expect(pendingResponse.status).toBe(403);
    expect(await json(pendingResponse)).toMatchObject({
      error: "Please confirm your e-mail address before logging in",
    });

    const blocked = await createUser();
    await env.DB.prepare("UPDATE users SET status = 'blocked' WHERE email = ?").bind(blocked.email).run();
    const blockedResponse = await callV1("/users/sign_in", {
      body: { email: blocked.email, password: blocked.password },
    });
    expect(blockedResponse.status).toBe(403);
    expect(await json(blockedResponse)).toMatchObject({ error: "Your account has been blocked" });

    const deleted = await createUser();
    await env.DB.prepare("UPDATE users SET status = 'deleted' WHERE email = ?").bind(deleted.email).run();
    expect(
      (await callV1("/users/sign_in", { body: { email: deleted.email, password: deleted.password } })).status,
    ).toBe(401);
  });

  it("limits attempts per e-mail, even with the right password afterwards", async () => {
    const { email, password } = await createUser();
    for (let i = 0; i < 10; i++) {
      expect((await callV1("/users/sign_in", { body: { email, password: `Wrong#${i}aA` } })).status).toBe(401);
    }
    const limited = await callV1("/users/sign_in", { body: { email, password } });
    expect(limited.status).toBe(429);
    expect(await json(limited)).toMatchObject({ error: "Too many attempts. Please wait a few minutes and try again." });
  });
});

describe("access tokens", () => {
  it("authenticate /me until they expire, then answer 'Access token expired'", async () => {
    const { tokens, ...user } = await signedIn();
    expect(await json(await me(tokens))).toMatchObject({ data: { email: user.email } });
    await expireAccessTokens();
    const expired = await me(tokens);
    expect(expired.status).toBe(401);
    expect(await json(expired)).toMatchObject({ error: "Access token expired" });
  });

  it.each([undefined, "Bearer", "Bearer not-a-real-token-value", "Basic abc", `Bearer ${"a".repeat(300)}`])(
    "answer 'Invalid access token' for Authorization %s",
    async (authorization) => {
      const response = await callV1("/users/me", { headers: authorization ? { Authorization: authorization } : {} });
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({ error: "Invalid access token" });
    },
  );

  it("stop working at once when the account is blocked or deleted", async () => {
    for (const status of ["blocked", "deleted"]) {
      const { tokens, ...user } = await signedIn();
      await env.DB.prepare("UPDATE users SET status = ? WHERE email = ?").bind(status, user.email).run();
      expect(await json(await me(tokens))).toMatchObject({ status: 401, error: "Invalid access token" });
      expect((await renew(tokens.refreshToken)).status).toBe(401);
    }
  });
});

describe("POST /v1/users/tokens", () => {
  it("rotates both tokens; the old access token keeps working until its own expiry", async () => {
    const { tokens: first } = await signedIn();
    const response = await renew(first.refreshToken);
    expect(response.status).toBe(200);
    const second = {
      accessToken: response.headers.get("access-token") ?? "",
      refreshToken: response.headers.get("refresh-token") ?? "",
    };
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(response.headers.get("expire-at")).toBeTruthy();
    expect((await me(second)).status).toBe(200);
    expect((await me(first)).status).toBe(200);
  });

  it("lets 20 concurrent renewals with the same refresh token agree on one new pair", async () => {
    const { tokens, ...user } = await signedIn();
    await expireAccessTokens();
    const responses = await Promise.all(Array.from({ length: 20 }, () => renew(tokens.refreshToken)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const pairs = new Set(responses.map((r) => `${r.headers.get("access-token")}|${r.headers.get("refresh-token")}`));
    expect(pairs.size).toBe(1);
    const [access, refresh] = [...pairs][0]?.split("|") ?? [];
    expect(await json(await me({ accessToken: access ?? "" }))).toMatchObject({ data: { email: user.email } });
    // One rotation: the original refresh token is the previous one, the new pair is current.
    const session = await env.DB.prepare(
      "SELECT refresh_hash, previous_refresh_hash FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(user.email)
      .first<{ refresh_hash: string; previous_refresh_hash: string }>();
    expect(session?.previous_refresh_hash).toBe(await hashToken(tokens.refreshToken));
    expect(session?.refresh_hash).toBe(await hashToken(refresh ?? ""));
  });

  it("treats a rotated refresh token replayed after the grace window as theft and ends the session", async () => {
    const { tokens: first } = await signedIn();
    const rotated = await renew(first.refreshToken);
    const second = {
      accessToken: rotated.headers.get("access-token") ?? "",
      refreshToken: rotated.headers.get("refresh-token") ?? "",
    };
    await env.DB.prepare("UPDATE sessions SET rotated_at = rotated_at - ?")
      .bind(ROTATION_GRACE_MS + 1000)
      .run();

    const replay = await renew(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(await json(replay)).toMatchObject({ error: "Refresh token reused: please log in again" });
    expect((await me(second)).status).toBe(401);
    expect((await renew(second.refreshToken)).status).toBe(401);
  });

  it.each([undefined, "", "unknown-refresh-token", "x".repeat(500)])("refuses refresh token %s", async (token) => {
    const response = await callV1("/users/tokens", {
      method: "POST",
      headers: token === undefined ? {} : { "refresh-token": token },
    });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ error: "Invalid refresh token" });
  });
});

describe("DELETE /v1/users/sign_out", () => {
  it("ends the session, even with an expired access token", async () => {
    const { tokens, ...user } = await signedIn();
    await expireAccessTokens();
    const response = await callV1("/users/sign_out", { method: "DELETE", headers: bearer(tokens) });
    expect(await json(response)).toMatchObject({ status: 200, message: "Logged out successfully" });
    expect((await renew(tokens.refreshToken)).status).toBe(401);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)")
        .bind(user.email)
        .first("n"),
    ).toBe(0);
  });

  it("answers 401 when no token names a session, as the document declares (ADR 31)", async () => {
    expect(await json(await callV1("/users/sign_out", { method: "DELETE" }))).toMatchObject({
      status: 401,
      message: MESSAGES.invalidAccessToken,
    });
    const { tokens } = await signedIn();
    expect((await callV1("/users/sign_out", { method: "DELETE", headers: bearer(tokens) })).status).toBe(200);
    expect((await callV1("/users/sign_out", { method: "DELETE", headers: bearer(tokens) })).status).toBe(401);
  });
});
