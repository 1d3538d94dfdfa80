import { createExecutionContext, env } from "cloudflare:test";
import { AUTH_MESSAGES } from "@contract/messages";
import { executionContext } from "@contract/request-context";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { readSession, sessionMiddleware, startSession } from "~/lib/session.server";
import { readToast } from "~/lib/toast.server";
import { action } from "~/routes/auth/logout";
import { signedIn } from "../support/api";

type Middleware = (args: unknown, next: () => Promise<Response>) => Promise<Response>;
const runMiddleware = sessionMiddleware as unknown as Middleware;

const USER = {
  id: "u1",
  email: "ann@example.com",
  accountId: "a1",
  firstName: "Ann",
  fullname: "Ann Lee",
  abilities: [],
};

/** The Logout button's POST for a browser holding these tokens: the redirect, its toast, and whether the cookie ended. */
async function logOut(tokens: { accessToken: string; refreshToken: string; expireAt: string }) {
  const request = new Request("http://localhost/logout", { method: "POST" });
  const context = new RouterContextProvider();
  context.set(executionContext, createExecutionContext());
  let thrown: unknown;
  let stillSignedIn = true;
  await runMiddleware({ request, context, params: {} }, async () => {
    startSession(context, tokens, USER);
    thrown = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]).then(
      (returned) => returned,
      (error: unknown) => error,
    );
    stillSignedIn = readSession(context).user !== null;
    return new Response("ok");
  });
  const response = thrown as Response;
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  return { location: response.headers.get("Location"), toast, stillSignedIn };
}

describe("/logout's button (ADR 31: sign-out answers 401 when the session is already gone)", () => {
  it("ends a live session: Home, with the API's message", async () => {
    const { tokens } = await signedIn();
    expect(await logOut(tokens)).toMatchObject({
      location: "/",
      toast: { message: AUTH_MESSAGES.loggedOut, type: "success" },
      stillSignedIn: false,
    });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions").first("n")).toBe(0);
  });

  it("takes a session the API no longer knows as logged out already: Home, the same toast, not the login page", async () => {
    const { tokens } = await signedIn();
    await env.DB.prepare("DELETE FROM sessions").run();
    expect(await logOut(tokens)).toMatchObject({
      location: "/",
      toast: { message: AUTH_MESSAGES.loggedOut, type: "success" },
      stillSignedIn: false,
    });
  });
});
