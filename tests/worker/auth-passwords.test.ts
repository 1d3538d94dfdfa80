import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import worker from "@workers/app";
import { describe, expect, it } from "vitest";
import { bearer, callV1, createUser, json, linkParam, mailsTo, signIn } from "../support/api";
import { incoming } from "../support/incoming-request";

/**
 * A reset request through the Worker's entry, answered once the work it left to `waitUntil` (the
 * lookup and the mail, after the response) is done: the outbox then holds every mail it will write.
 */
async function requestReset(body: unknown, path = "/users/reset_passwords", ip = "10.2.0.1") {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    incoming(`http://localhost/v1${path}`, {
      method: "PATCH",
      headers: {
        "X-API-Key": env.API_KEY as string,
        "Content-Type": "application/json",
        "CF-Connecting-IP": ip,
        "X-App-Origin": "https://stylecast.test",
      },
      body: JSON.stringify(body),
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

async function mailTo(to: string) {
  const [mail] = await mailsTo(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

const MESSAGE = "If an account exists for this e-mail, we have sent a link to reset the password.";

describe("PATCH /v1/users/reset_passwords and /passwords", () => {
  it("answers the same for known and unknown e-mails, and mails only the known one", async () => {
    const user = await createUser();
    const known = await requestReset({ email: user.email });
    const unknown = await requestReset({ email: "nobody@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await json(known)).toEqual(await json(unknown));
    expect(await json(await requestReset({ email: user.email }, "/users/passwords"))).toMatchObject({
      message: MESSAGE,
    });

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe("Reset your Stylecast password");
    expect(mail.text_body).toContain("https://stylecast.test/password/reset?reset_password_token=");
    expect(await mailsTo("nobody@example.com")).toHaveLength(0);
  });

  it("refuses a malformed e-mail", async () => {
    const response = await requestReset({ email: "not-an-email" });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: "Invalid Email", input_name: "email" });
  });

  it("limits requests per e-mail", async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await requestReset({ email: user.email }, undefined, `10.2.1.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("hands the token to a caller with the e2e bypass token", async () => {
    const user = await createUser();
    const response = await requestReset({ email: user.email, e2e_bypass_token: env.E2E_BYPASS_TOKEN });
    expect((await json<{ reset_password_token: string }>(response)).data.reset_password_token).toMatch(/^[\w-]{43}$/);
  });
});

describe("POST /v1/users/update_passwords", () => {
  async function resetToken(email: string) {
    await requestReset({ email }, undefined, `10.3.0.${Math.floor(Math.random() * 200)}`);
    return linkParam((await mailTo(email)).text_body, "reset_password_token") ?? "";
  }

  it("sets the new password once, ends every session, and the old password stops working", async () => {
    const user = await createUser();
    const session = await signIn(user.email, user.password);
    const token = await resetToken(user.email);
    const body = { reset_password_token: token, password: "Newer#2026", password_confirmation: "Newer#2026" };

    const response = await callV1("/users/update_passwords", { body });
    expect(await json(response)).toMatchObject({ status: 200, message: "Password changed successfully" });
    expect((await callV1("/users/me", { headers: bearer(session) })).status).toBe(401);
    expect((await callV1("/users/sign_in", { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await callV1("/users/sign_in", { body: { email: user.email, password: "Newer#2026" } })).status).toBe(200);

    const reused = await callV1("/users/update_passwords", {
      body: { ...body, password: "Third#2026", password_confirmation: "Third#2026" },
    });
    expect(reused.status).toBe(422);
    expect(await json(reused)).toMatchObject({
      error: "This reset link is invalid or has expired",
      input_name: "reset_password_token",
    });
  });

  it("refuses an expired token, and only a newer request's token works", async () => {
    const user = await createUser();
    const older = await resetToken(user.email);
    await env.DB.prepare("DELETE FROM mail_outbox").run();
    const newer = await resetToken(user.email);
    const body = (token: string) => ({
      reset_password_token: token,
      password: "Newer#2026",
      password_confirmation: "Newer#2026",
    });
    expect((await callV1("/users/update_passwords", { body: body(older) })).status).toBe(422);
    await env.DB.prepare("UPDATE user_tokens SET expires_at = 0").run();
    expect((await callV1("/users/update_passwords", { body: body(newer) })).status).toBe(422);
  });

  it.each([
    [{ password: "weak", password_confirmation: "weak" }, "password", "Invalid Password"],
    [
      { password_confirmation: "Other#2026" },
      "password_confirmation",
      "Password and Password confirmation are not matching",
    ],
    [{ password_confirmation: "" }, "password_confirmation", "Password confirmation cannot be empty"],
    [{ reset_password_token: 5 }, "reset_password_token", "reset_password_token is required"],
  ])("refuses %j", async (overrides, inputName, message) => {
    const body = {
      reset_password_token: "some-token-value",
      password: "Newer#2026",
      password_confirmation: "Newer#2026",
      ...overrides,
    };
    const response = await callV1("/users/update_passwords", { body });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: message, input_name: inputName });
  });
});

describe("POST /v1/users/checkemail", () => {
  it("normalises a valid e-mail and refuses an invalid one", async () => {
    expect(await json(await callV1("/users/checkemail", { body: { email: "  a@example.com " } }))).toMatchObject({
      data: { email: "a@example.com" },
      message: "Email is valid",
    });
    const bad = await callV1("/users/checkemail", { body: { email: "a@" } });
    expect(bad.status).toBe(422);
    expect(await json(bad)).toMatchObject({ error: "Invalid Email", input_name: "email" });
  });
});

describe("links in mail", () => {
  it("point at the configured APP_ORIGIN whatever Host or origin the request claims", async () => {
    const user = await createUser();
    const response = await SELF.fetch(`http://evil.example/v1/users/reset_passwords`, {
      method: "PATCH",
      headers: {
        "X-API-Key": env.API_KEY as string,
        "Content-Type": "application/json",
        Host: "evil.example",
        "X-Forwarded-Host": "evil.example",
        "X-App-Origin": "https://evil.example",
      },
      body: JSON.stringify({ email: user.email, e2e_bypass_token: env.E2E_BYPASS_TOKEN }),
    });
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.text_body).toContain("https://stylecast.test/password/reset?reset_password_token=");
    expect(mail?.text_body).not.toContain("evil");
  });
});
