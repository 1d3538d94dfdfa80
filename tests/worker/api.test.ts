import { env, SELF } from "cloudflare:test";
import { hashPassword } from "@workers/auth/password";
import { createAccountWithUser } from "@workers/db/accounts";
import { beforeAll, describe, expect, it } from "vitest";

const API = "http://localhost/v1";
const key = () => ({ "X-API-Key": env.API_KEY as string });
const json = (body: unknown) => ({
  method: "POST",
  headers: { ...key(), "Content-Type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

beforeAll(async () => {
  await createAccountWithUser(env.DB, {
    email: "owner@example.com",
    passwordHash: await hashPassword("Owner#2026", env.PASSWORD_PEPPER as string),
    referralCode: "TESTCODE",
  });
});

describe("/v1 skeleton", () => {
  it("answers the health check without an API key, in the spec's response shape", async () => {
    const response = await SELF.fetch(`${API}/health`);
    expect(response.status).toBe(200);
    const body = await response.json<{ status: number; message: string; data: { database: string } }>();
    expect(body).toMatchObject({ status: 200, message: "OK", data: { database: "ok" } });
  });

  it("marks every answer private and not to be sniffed, success or failure", async () => {
    for (const response of [
      await SELF.fetch(`${API}/health`),
      await SELF.fetch(`${API}/users/me`, { headers: key() }),
    ]) {
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("rejects a request without the API key", async () => {
    const response = await SELF.fetch(`${API}/users/verify`, { method: "POST" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, error: "Missing API key: send the X-API-Key header" });
  });

  it("rejects a wrong API key", async () => {
    const response = await SELF.fetch(`${API}/users/verify`, { ...json({}), headers: { "X-API-Key": "nope" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "Invalid API key" });
  });

  it("answers unknown paths with a JSON 404 naming the endpoint", async () => {
    const response = await SELF.fetch(`${API}/nothing/here`, { headers: key() });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ status: 404, error: "No such endpoint: GET /v1/nothing/here" });
  });

  it("rejects malformed JSON with 400", async () => {
    const response = await SELF.fetch(`${API}/users/verify`, json('{"referral_code": '));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Malformed JSON body" });
  });

  it("rejects a body of an unsupported content type with 415", async () => {
    const response = await SELF.fetch(`${API}/users/verify`, {
      method: "POST",
      headers: { ...key(), "Content-Type": "text/plain" },
      body: "referral_code=TESTCODE",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('"text/plain"') });
  });

  it("rejects multipart where the endpoint wants JSON", async () => {
    const form = new FormData();
    form.set("referral_code", "TESTCODE");
    const response = await SELF.fetch(`${API}/users/verify`, { method: "POST", headers: key(), body: form });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: "Content-Type must be application/json" });
  });

  it("rejects an oversized body with 413", async () => {
    const response = await SELF.fetch(`${API}/users/verify`, json({ referral_code: "x".repeat(70_000) }));
    expect(response.status).toBe(413);
  });

  it.each([
    [{}, "referral_code is required"],
    [{ referral_code: 42 }, "referral_code is required"],
    [{ referral_code: "abc" }, "Referral code must be longer than 3 characters"],
    [{ referral_code: "x".repeat(65) }, "Referral code is too long"],
    [[], "Request body must be a JSON object"],
    [null, "Request body must be a JSON object"],
  ])("answers 422 with input_name for the invalid body %j", async (body, message) => {
    const response = await SELF.fetch(`${API}/users/verify`, json(body));
    expect(response.status).toBe(422);
    const result = await response.json<Record<string, unknown>>();
    expect(result).toMatchObject({ status: 422, error: message, message });
    if (body && !Array.isArray(body)) expect(result.input_name).toBe("referral_code");
  });

  it("verifies a known referral code, case-insensitively and trimmed", async () => {
    const response = await SELF.fetch(`${API}/users/verify`, json({ referral_code: "  testcode " }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 200, message: "Referral code verified" });
  });

  it("refuses an unknown referral code (hostile input stays data)", async () => {
    const response = await SELF.fetch(`${API}/users/verify`, json({ referral_code: "' OR 1=1 --" }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: "Invalid referral code", input_name: "referral_code" });
  });
});
