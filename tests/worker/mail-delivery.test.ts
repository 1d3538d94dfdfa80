import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { readConfig } from "@contract/config";
import { AUTH_MESSAGES } from "@contract/messages";
import worker from "@workers/app";
import { runHousekeeping } from "@workers/jobs/housekeeping";
import { RETRY_DELAYS_MS } from "@workers/mail/mailer";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { callV1, createUser, uniqueEmail } from "../support/api";
import { incoming } from "../support/incoming-request";

/** The same Worker with a mail provider configured, whose calls the test answers. */
const withProvider = { ...env, RESEND_API_KEY: "re_test_key" } as Env;
const providerConfig = () => readConfig(withProvider);

const referralCode = "MAILTEST";
beforeAll(() => createUser({ referralCode }));
afterEach(() => vi.restoreAllMocks());

/** Answers calls to the mail provider with `status`; lets every other fetch through. */
function provider(status: number) {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith("https://api.resend.com/")) return realFetch(input, init);
    return new Response(status === 200 ? '{"id":"m1"}' : '{"message":"down"}', { status });
  });
}

async function signUpWithProvider(email: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    incoming(`http://localhost/v1/users/sign_up?referral_code=${referralCode}`, {
      method: "POST",
      headers: {
        "X-API-Key": env.API_KEY as string,
        "Content-Type": "application/json",
        "CF-Connecting-IP": "10.5.0.1",
      },
      body: JSON.stringify({
        email,
        password: "Mailer#2026",
        password_confirmation: "Mailer#2026",
        email_subscriptions: { terms_and_conditions: true },
      }),
    }),
    withProvider,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const outboxRow = (to: string) =>
  env.DB.prepare("SELECT status, attempts, next_attempt_at, last_error FROM mail_outbox WHERE to_address = ?")
    .bind(to)
    .first<{ status: string; attempts: number; next_attempt_at: number; last_error: string | null }>();

describe("mail that must not be lost", () => {
  it("lets a sign-up succeed while the provider is down, and delivers the mail on a later retry", async () => {
    const email = uniqueEmail("outage");
    const down = provider(503);
    const response = await signUpWithProvider(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: AUTH_MESSAGES.signUp });
    expect(down).toHaveBeenCalledTimes(1);
    const failed = await outboxRow(email);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, last_error: expect.stringContaining("503") });

    // Not due yet: a run right away leaves it alone.
    down.mockClear();
    await runHousekeeping(withProvider, providerConfig());
    expect(down).not.toHaveBeenCalled();

    vi.restoreAllMocks();
    const up = provider(200);
    await runHousekeeping(withProvider, providerConfig(), Date.now() + (RETRY_DELAYS_MS[0] ?? 0) + 1_000);
    expect(up).toHaveBeenCalledTimes(1);
    const [request, init] = up.mock.calls[0] ?? [];
    expect(String(request)).toBe("https://api.resend.com/emails");
    expect(JSON.parse(String(init?.body))).toMatchObject({ to: [email], subject: expect.stringContaining("Confirm") });
    expect(await outboxRow(email)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("gives a mail up after the last retry instead of trying forever", async () => {
    const email = uniqueEmail("gone");
    provider(500);
    await signUpWithProvider(email);
    let now = Date.now();
    for (const delay of RETRY_DELAYS_MS) {
      now += delay + 1_000;
      await runHousekeeping(withProvider, providerConfig(), now);
    }
    expect(await outboxRow(email)).toMatchObject({ status: "failed", attempts: RETRY_DELAYS_MS.length + 1 });
  });

  it("mails a new confirmation link on request, with one answer for every e-mail", async () => {
    const email = uniqueEmail("again");
    await callV1(`/users/sign_up?referral_code=${referralCode}`, {
      body: {
        email,
        password: "Again#2026",
        password_confirmation: "Again#2026",
        email_subscriptions: { terms_and_conditions: true },
      },
      headers: { "CF-Connecting-IP": "10.5.0.2" },
    });
    for (const asked of [email, uniqueEmail("nobody")]) {
      const response = await callV1("/users/confirmation_mails", { body: { email: asked } });
      expect(await response.json()).toMatchObject({ status: 200, message: AUTH_MESSAGES.confirmationResent });
    }
    const { results } = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE to_address = ?").bind(email).all();
    expect(results).toHaveLength(2);
  });
});
