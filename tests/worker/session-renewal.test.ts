import { createExecutionContext, env } from "cloudflare:test";
import { getMe } from "@contract/endpoints/session";
import { executionContext } from "@contract/request-context";
import { hashToken } from "@workers/auth/tokens";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { api } from "~/lib/api-client.server";
import { readSession, sessionMiddleware, startSession } from "~/lib/session.server";
import { createUser, signIn } from "../support/api";

type Middleware = (args: unknown, next: () => Promise<Response>) => Promise<Response>;
const runMiddleware = sessionMiddleware as unknown as Middleware;

/**
 * Runs one page request through the real session middleware: `work` plays the
 * loaders. Returns the response and the Set-Cookie the browser would store.
 */
async function pageRequest(
  cookie: string | null,
  work: (args: { request: Request; context: RouterContextProvider }) => Promise<void>,
) {
  const request = new Request("http://localhost/accounts/x", { headers: cookie ? { Cookie: cookie } : {} });
  const context = new RouterContextProvider();
  context.set(executionContext, createExecutionContext());
  let thrown: Response | null = null;
  const response = await runMiddleware({ request, context, params: {} }, async () => {
    try {
      await work({ request, context });
      return new Response("ok");
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      thrown = error;
      return error;
    }
  });
  return { response, redirected: thrown !== null, setCookie: response.headers.get("Set-Cookie") };
}

async function loggedInCookie(expireAt?: string) {
  const user = await createUser();
  const tokens = await signIn(user.email, user.password);
  const { setCookie } = await pageRequest(null, async ({ context }) => {
    startSession(
      context,
      { ...tokens, expireAt: expireAt ?? tokens.expireAt },
      {
        id: "u",
        email: user.email,
        accountId: user.accountId,
        firstName: null,
        fullname: null,
        abilities: [],
      },
    );
  });
  return { cookie: setCookie?.split(";")[0] ?? "", tokens, user };
}

const me = (args: { request: Request; context: RouterContextProvider }) => api(args, getMe);

describe("the session across requests (app side)", () => {
  it("20 concurrent page requests with an expired access token: one renewal, everyone stays logged in", async () => {
    const { cookie, tokens, user } = await loggedInCookie();
    await env.DB.prepare("UPDATE sessions SET access_expires_at = 0").run();

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        pageRequest(cookie, async (args) => {
          const result = await me(args);
          expect(result).toMatchObject({ ok: true, data: { email: user.email } });
        }),
      ),
    );
    expect(results.every((result) => !result.redirected && result.response.status === 200)).toBe(true);

    // Every response carries a cookie with the same renewed tokens.
    const sessions = await Promise.all(
      results.map(({ setCookie }) =>
        pageRequest(setCookie?.split(";")[0] ?? null, async ({ context }) => {
          expect(readSession(context).tokens?.refreshToken).toBeTruthy();
        }).then(() => setCookie),
      ),
    );
    expect(new Set(sessions.map((value) => value?.split(";")[0])).size).toBe(1);

    const row = await env.DB.prepare("SELECT previous_refresh_hash FROM sessions").first<{
      previous_refresh_hash: string;
    }>();
    expect(row?.previous_refresh_hash).toBe(await hashToken(tokens.refreshToken));

    // And the renewed cookie keeps working.
    const next = await pageRequest(sessions[0]?.split(";")[0] ?? null, async (args) => {
      expect((await me(args)).ok).toBe(true);
    });
    expect(next.redirected).toBe(false);
  });

  it("renews first when the token expires within 60 s", async () => {
    const { cookie, user } = await loggedInCookie(new Date(Date.now() + 30_000).toISOString());
    const { setCookie } = await pageRequest(cookie, async (args) => {
      expect((await me(args)).ok).toBe(true);
    });
    expect(setCookie).toContain("sc_session=");
    const rotated = await env.DB.prepare("SELECT rotated_at FROM sessions WHERE user_id = ?")
      .bind(user.userId)
      .first("rotated_at");
    expect(rotated).not.toBeNull();
  });

  it("a failed renewal ends the session and goes Home", async () => {
    const { cookie } = await loggedInCookie();
    await env.DB.prepare("UPDATE sessions SET access_expires_at = 0, refresh_expires_at = 0").run();
    const { response, redirected, setCookie } = await pageRequest(cookie, async (args) => {
      await me(args);
    });
    expect(redirected).toBe(true);
    expect(response.headers.get("Location")).toBe("/");
    expect(setCookie).toMatch(/sc_session=;.*Max-Age=0|sc_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("an invalid access token ends the session and goes to login, keeping the path", async () => {
    const { cookie } = await loggedInCookie();
    await env.DB.prepare("DELETE FROM sessions").run();
    const { response, redirected } = await pageRequest(cookie, async (args) => {
      await me(args);
    });
    expect(redirected).toBe(true);
    expect(response.headers.get("Location")).toBe("/login?redirect=%2Faccounts%2Fx");
  });
});
