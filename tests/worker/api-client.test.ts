import { createExecutionContext, env } from "cloudflare:test";
import { readConfig } from "@contract/config";
import { MESSAGES } from "@contract/messages";
import { hashPassword } from "@workers/auth/password";
import { createAccountWithUser } from "@workers/db/accounts";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiTransport, requestApi } from "~/lib/api-client.server";

const inProcess = (): ApiTransport => ({ config: readConfig(env), ctx: createExecutionContext() });
const external = (timeoutMs?: number): ApiTransport => ({
  config: { ...readConfig(env), API_URL: "https://api.example.com" },
  ctx: createExecutionContext(),
  ...(timeoutMs ? { timeoutMs } : {}),
});
const tokens = { accessToken: "access-1", refreshToken: "refresh-1", expireAt: "2030-01-01T00:00:00Z" };

beforeAll(async () => {
  await createAccountWithUser(env.DB, {
    email: "client@example.com",
    passwordHash: await hashPassword("Client#2026", env.PASSWORD_PEPPER as string),
    referralCode: "CLIENTCODE",
  });
});

afterEach(() => vi.restoreAllMocks());

describe("the API client, in-process", () => {
  it("reads data, message and status of a success", async () => {
    const result = await requestApi<{ database: string }>(inProcess(), "/v1/health");
    expect(result).toMatchObject({ ok: true, status: 200, message: "OK", data: { database: "ok" }, tokens: null });
  });

  it("sends the API key, so protected endpoints answer", async () => {
    const result = await requestApi(inProcess(), "/v1/users/verify", {
      method: "POST",
      body: { referral_code: "clientcode" },
    });
    expect(result).toMatchObject({ ok: true, status: 200, message: "Referral code verified" });
  });

  it("turns an API error into a message with the input to highlight", async () => {
    const result = await requestApi(inProcess(), "/v1/users/verify", {
      method: "POST",
      body: { referral_code: "nope-nope" },
    });
    expect(result).toEqual({
      ok: false,
      status: 422,
      message: "Invalid referral code",
      inputName: "referral_code",
      toastType: "error",
    });
  });
});

describe("the API client, against an external host (API_URL)", () => {
  it("sends the key, the bearer access token, the refresh token and JSON, and reads new tokens", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json(
        { status: 200, message: "Renewed", data: { id: 1 } },
        {
          headers: { "access-token": "access-2", "refresh-token": "refresh-2", "expire-at": "2030-01-02T00:00:00Z" },
        },
      ),
    );
    const result = await requestApi(external(), "/v1/users/tokens", {
      method: "POST",
      body: { a: 1 },
      tokens,
      query: { x: "1" },
    });
    const sent = fetchSpy.mock.calls[0]?.[0] as Request;
    expect(sent.url).toBe("https://api.example.com/v1/users/tokens?x=1");
    expect(sent.headers.get("X-API-Key")).toBe(env.API_KEY);
    expect(sent.headers.get("Authorization")).toBe("Bearer access-1");
    expect(sent.headers.get("refresh-token")).toBe("refresh-1");
    expect(sent.headers.get("Content-Type")).toBe("application/json");
    expect(await sent.json()).toEqual({ a: 1 });
    expect(result).toMatchObject({
      ok: true,
      data: { id: 1 },
      tokens: { accessToken: "access-2", refreshToken: "refresh-2", expireAt: "2030-01-02T00:00:00Z" },
    });
  });

  it("turns a network failure into the spec's warning", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await requestApi(external(), "/v1/health")).toEqual({
      ok: false,
      status: 0,
      message: MESSAGES.networkError,
      toastType: "warning",
    });
  });

  it("gives up after its timeout with the same warning", async () => {
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    const result = await requestApi(external(50), "/v1/health");
    expect(result).toMatchObject({ ok: false, status: 0, message: MESSAGES.networkError });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("never shows a server's own 500 text or an HTML error page", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      Response.json({ message: "stack trace: at db.ts:12" }, { status: 500 }),
    );
    expect(await requestApi(external(), "/v1/health")).toMatchObject({
      ok: false,
      status: 500,
      message: MESSAGES.serverError,
    });
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(await requestApi(external(), "/v1/health")).toMatchObject({
      ok: false,
      status: 502,
      message: MESSAGES.serverError,
    });
  });
});
