import { createExecutionContext } from "cloudflare:test";
import type { CurrentUser } from "@contract/account";
import { MESSAGES } from "@contract/messages";
import { executionContext } from "@contract/request-context";
import { api } from "@workers/api/app";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requireAnonymous, requireSignedIn, requireUser } from "~/lib/guards.server";
import { readSession, sessionMiddleware, startSession } from "~/lib/session.server";

/** Stubs the built-in API (tests run without API_URL), so its answer is what /v1/users/me says. */
const stubApi = () => vi.spyOn(api, "fetch");

type Middleware = (args: unknown, next: () => Promise<Response>) => Promise<Response>;
const runMiddleware = sessionMiddleware as unknown as Middleware;

const USER: CurrentUser = {
  id: "u1",
  user_id: "u1",
  email: "ann@example.com",
  status: "active",
  account_id: "a1",
  first_name: "Ann",
  last_name: "Lee",
  fullname: "Ann Lee",
  about_me: null,
  picture: null,
  website_url: null,
  company: null,
  address: null,
  abilities: [],
  settings: {},
  email_subscriptions: {},
};

/** A signed-in page request to /accounts/a1/settings (a TV's with `screen`): a guard's outcome, thrown or returned. */
async function guard({
  signedIn = true,
  screen = false,
  check = requireUser as (args: Parameters<typeof requireUser>[0]) => Promise<unknown>,
} = {}) {
  const request = new Request("http://localhost/accounts/a1/settings");
  const context = new RouterContextProvider();
  context.set(executionContext, createExecutionContext());
  let outcome: { returned?: unknown; thrown?: unknown } = {};
  let stillSignedIn = false;
  await runMiddleware({ request, context, params: {} }, async () => {
    if (signedIn) {
      startSession(
        context,
        { accessToken: "a".repeat(32), refreshToken: "r".repeat(32), expireAt: "2099-01-01T00:00:00Z" },
        { id: "u1", email: USER.email, accountId: "a1", firstName: "Ann", fullname: "Ann Lee", abilities: [] },
        { screen },
      );
    }
    outcome = await check({ request, context }).then(
      (returned) => ({ returned }),
      (thrown: unknown) => ({ thrown }),
    );
    stillSignedIn = readSession(context).user !== null;
    return new Response("ok");
  });
  return { ...outcome, stillSignedIn };
}

const LOGIN = "/login?redirect=%2Faccounts%2Fa1%2Fsettings";

afterEach(() => vi.restoreAllMocks());

describe("requireUser", () => {
  it("returns the user the API confirms", async () => {
    const me = stubApi().mockResolvedValue(Response.json({ status: 200, message: "", data: USER }));
    const { returned } = await guard();
    expect(returned).toMatchObject({ id: "u1", accountId: "a1", email: USER.email, canAddSlide: false });
    const [request] = me.mock.calls[0] ?? [];
    expect(request?.url).toMatch(/\/v1\/users\/me$/);
  });

  it("sends a visitor without a session to login, keeping the path, without asking the API", async () => {
    const me = stubApi();
    const { thrown } = await guard({ signedIn: false });
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe(LOGIN);
    expect(me).not.toHaveBeenCalled();
  });

  it("API unreachable or timed out (status 0): a 503 with the network message, still logged in, not the login page", async () => {
    stubApi().mockRejectedValue(new TypeError("Network connection lost."));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { thrown, stillSignedIn } = await guard();
    expect(thrown).not.toBeInstanceOf(Response);
    expect(thrown).toMatchObject({
      type: "DataWithResponseInit",
      data: { message: MESSAGES.networkError },
      init: { status: 503 },
    });
    expect(stillSignedIn).toBe(true);
  });

  it.each([500, 503])("API error %i: a 502 with the server message, still logged in", async (status) => {
    stubApi().mockResolvedValue(Response.json({ status, error: "database is locked" }, { status }));
    const { thrown, stillSignedIn } = await guard();
    expect(thrown).toMatchObject({ data: { message: MESSAGES.serverError }, init: { status: 502 } });
    expect(stillSignedIn).toBe(true);
  });

  it("an API answer that is not JSON: a 502 with the server message", async () => {
    stubApi().mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    const { thrown } = await guard();
    expect(thrown).toMatchObject({ data: { message: MESSAGES.serverError }, init: { status: 502 } });
  });

  it("sends a TV's screen session to login, keeping the path, and leaves it signed in as a screen (ADR 31)", async () => {
    const me = stubApi().mockResolvedValue(Response.json({ status: 200, message: "", data: USER }));
    const { thrown, stillSignedIn } = await guard({ screen: true });
    expect((thrown as Response).headers.get("Location")).toBe(LOGIN);
    expect(stillSignedIn).toBe(true);
    expect(me).not.toHaveBeenCalled();
    // The login page takes it (a person logs in over it), and /logout lets the TV leave.
    expect(await guard({ screen: true, check: requireAnonymous })).toMatchObject({ returned: undefined });
    expect((await guard({ screen: true, check: requireSignedIn })).returned).toMatchObject({ id: "u1" });
    expect((await guard({ check: requireAnonymous })).thrown).toBeInstanceOf(Response);
  });

  it("a 401 still ends the session and goes to login", async () => {
    stubApi().mockResolvedValue(Response.json({ status: 401, error: MESSAGES.invalidAccessToken }, { status: 401 }));
    const { thrown, stillSignedIn } = await guard();
    expect((thrown as Response).headers.get("Location")).toBe(LOGIN);
    expect(stillSignedIn).toBe(false);
  });
});
