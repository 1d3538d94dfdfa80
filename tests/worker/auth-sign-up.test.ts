import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { callV1, createUser, json, linkParam, mailsTo, uniqueEmail } from "../support/api";

let referralCode = "";
let ipCounter = 0;
const freshIp = () => ({ "CF-Connecting-IP": `10.1.0.${++ipCounter}` });

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail("new"),
  password: "Fresh#2026",
  password_confirmation: "Fresh#2026",
  referral_code: referralCode,
  settings: {},
  email_subscriptions: { terms_and_conditions: true },
  ...overrides,
});

const signUp = (body: unknown, query = "", headers: Record<string, string> = freshIp()) =>
  callV1(`/users/sign_up${query}`, { body, headers: { ...headers, "X-App-Origin": "https://stylecast.test" } });

beforeAll(async () => {
  referralCode = "REFER2026";
  await createUser({ referralCode });
});

describe("POST /v1/users/sign_up", () => {
  it("creates a pending account referred by the code's owner and mails a confirmation link", async () => {
    const body = signUpBody({ email: "  Mixed.Case@Example.com " });
    const response = await signUp(body);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      message: "Welcome! Please check your e-mail to confirm your account.",
    });

    const user = await env.DB.prepare(
      `SELECT u.status, u.email, u.email_subscriptions, a.referred_by, r.referral_code AS referrer_code
       FROM users u JOIN accounts a ON a.id = u.account_id JOIN accounts r ON r.id = a.referred_by WHERE u.email = ?`,
    )
      .bind("Mixed.Case@Example.com")
      .first<Record<string, string>>();
    expect(user).toMatchObject({ status: "pending", referrer_code: referralCode });
    expect(JSON.parse(user?.email_subscriptions ?? "{}")).toEqual({ terms_and_conditions: true });

    const [mail] = await mailsTo("Mixed.Case@Example.com");
    expect(mail?.subject).toBe("Confirm your e-mail address for Stylecast");
    expect(mail?.text_body).toContain("https://stylecast.test/confirm_email?confirm_token=");
    expect(linkParam(mail?.text_body ?? "", "confirm_token")).toMatch(/^[\w-]{43}$/);
  });

  it("takes the referral code from the query", async () => {
    const { referral_code: _, ...body } = signUpBody();
    expect((await signUp(body, `?referral_code=${referralCode.toLowerCase()}`)).status).toBe(200);
  });

  it("activates at once with the matching e2e bypass token, and ignores a wrong one", async () => {
    const bypassed = signUpBody({ e2e_bypass_token: env.E2E_BYPASS_TOKEN });
    const response = await signUp(bypassed);
    expect(await json(response)).toMatchObject({ message: "Welcome! Your account is ready: you can log in now." });
    expect(await mailsTo(bypassed.email as string)).toHaveLength(0);

    const wrong = signUpBody({ e2e_bypass_token: "not-the-token-at-all" });
    expect(await json(await signUp(wrong))).toMatchObject({
      message: "Welcome! Please check your e-mail to confirm your account.",
    });
    const status = await env.DB.prepare("SELECT status FROM users WHERE email = ?").bind(wrong.email).first("status");
    expect(status).toBe("pending");
  });

  it.each([
    [{ email: "not-an-email" }, "email", "Invalid Email"],
    [{ email: 12 }, "email", "Invalid Email"],
    [{ email: `${"a".repeat(250)}@example.com` }, "email", "Email is too long"],
    [{ password: "short" }, "password", "Invalid Password"],
    [{ password: "nodigits#ABC", password_confirmation: "nodigits#ABC" }, "password", "Invalid Password"],
    [{ password: "Fresh!2026", password_confirmation: "Fresh!2026" }, "password", "Invalid Password"],
    [
      { password: "Fresh#2026toolongforthis", password_confirmation: "Fresh#2026toolongforthis" },
      "password",
      "Invalid Password",
    ],
    [{ password_confirmation: "" }, "password_confirmation", "Password confirmation cannot be empty"],
    [
      { password_confirmation: "Fresh#2027" },
      "password_confirmation",
      "Password and Password confirmation are not matching",
    ],
    [{ email_subscriptions: {} }, "email_subscriptions", "You must agree to the terms and conditions"],
    [
      { email_subscriptions: { terms_and_conditions: "yes" } },
      "email_subscriptions",
      "You must agree to the terms and conditions",
    ],
    [{ referral_code: "abc" }, "referral_code", "Referral code must be longer than 3 characters"],
    [{ referral_code: "NOPE9999" }, "referral_code", "Invalid referral code"],
    [{ referral_code: undefined }, "referral_code", "Referral code cannot be empty"],
  ])("refuses %j with 422 on %s", async (overrides, inputName, message) => {
    const body = signUpBody(overrides);
    const response = await signUp(body);
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ status: 422, error: message, input_name: inputName });
    if (typeof body.email === "string") {
      const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
        .bind(body.email.trim())
        .first("n");
      expect(count).toBe(0);
    }
  });

  it("refuses a taken e-mail, whatever its case", async () => {
    const body = signUpBody();
    expect((await signUp(body)).status).toBe(200);
    const again = await signUp(signUpBody({ email: (body.email as string).toUpperCase() }));
    expect(again.status).toBe(422);
    expect(await json(again)).toMatchObject({ error: "Email has already been taken", input_name: "email" });
  });

  it("keeps hostile text as data", async () => {
    const response = await signUp(signUpBody({ email: "x'); DROP TABLE users; --@example.com" }));
    expect(response.status).toBe(422);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first("n")).toBeGreaterThan(0);
  });

  it("limits sign-ups per IP", async () => {
    const ip = { "CF-Connecting-IP": "10.9.9.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await signUp({}, "", ip)).status);
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("POST /v1/users/verify", () => {
  it("limits referral code guessing per IP", async () => {
    const ip = { "CF-Connecting-IP": "10.8.8.8" };
    let last = 0;
    for (let i = 0; i < 61; i++)
      last = (await callV1("/users/verify", { body: { referral_code: `GUESS${i}` }, headers: ip })).status;
    expect(last).toBe(429);
  });
});

describe("GET /v1/users/confirm_email", () => {
  async function pendingWithToken() {
    const body = signUpBody();
    await signUp(body);
    const [mail] = await mailsTo(body.email as string);
    return { email: body.email as string, token: linkParam(mail?.text_body ?? "", "confirm_token") ?? "" };
  }

  it("activates the account once; the link is single-use", async () => {
    const { email, token } = await pendingWithToken();
    const first = await callV1(`/users/confirm_email?confirm_token=${token}`);
    expect(await json(first)).toMatchObject({
      status: 200,
      message: "Your e-mail address has been confirmed. You can log in now.",
    });
    expect(await env.DB.prepare("SELECT status FROM users WHERE email = ?").bind(email).first("status")).toBe("active");
    const again = await callV1(`/users/confirm_email?confirm_token=${token}`);
    expect(again.status).toBe(422);
    expect(await json(again)).toMatchObject({ error: "This confirmation link is invalid or has expired" });
  });

  it("refuses an expired link", async () => {
    const { token } = await pendingWithToken();
    await env.DB.prepare("UPDATE user_tokens SET expires_at = 0").run();
    expect((await callV1(`/users/confirm_email?confirm_token=${token}`)).status).toBe(422);
  });

  it.each(["", "?confirm_token=", "?confirm_token=unknown-token-value", `?confirm_token=${"x".repeat(500)}`])(
    "refuses %s",
    async (query) => {
      expect((await callV1(`/users/confirm_email${query}`)).status).toBe(422);
    },
  );
});

describe("POST /v1/users/sign_up under concurrency", () => {
  it("lets exactly one of 20 simultaneous sign-ups with one e-mail through; the others get the 422, never a 500", async () => {
    const email = uniqueEmail("race");
    const body = {
      email,
      password: "Racer#2026",
      password_confirmation: "Racer#2026",
      email_subscriptions: { terms_and_conditions: true },
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signUp(body, `?referral_code=${referralCode}`, { "CF-Connecting-IP": `10.7.0.${i + 1}` }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 422)) {
      expect(await json(response)).toMatchObject({ error: "Email has already been taken", input_name: "email" });
    }
    const { results } = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).all();
    expect(results).toHaveLength(1);
  });
});
