import { COOKIES } from "@contract/cookies";
import type { SessionUser } from "@contract/session-user";
import { SCREEN_SESSION_MAX_AGE_SECONDS } from "@contract/tv-pairing";
import {
  createContext,
  createCookieSessionStorage,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { bySessionSecret } from "./config.server";

/** Tokens of spec §3 (Session tokens). They never leave this HttpOnly cookie. */
export type SessionTokens = { accessToken: string; refreshToken: string; expireAt: string };

export type { SessionUser };

/** `screen`: the tokens are a TV's screen session (ADR 19), and the cookie lives as long as it does. */
type SessionData = { tokens: SessionTokens; user: SessionUser; screen: true };

function createStorage(secret: string) {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: COOKIES.session,
      secrets: [secret],
      httpOnly: true,
      secure: true,
      sameSite: "lax",
      path: "/",
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}

const storage = bySessionSecret(createStorage);

type Session = Awaited<ReturnType<ReturnType<typeof storage>["getSession"]>>;
type SessionState = { session: Session; change: "none" | "commit" | "destroy" };

const sessionContext = createContext<SessionState>();

/**
 * Reads the session cookie once per request and writes it back once, after
 * every loader and action ran: token renewals anywhere in the request end up
 * in a single Set-Cookie, on pages, data requests and redirects alike.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const state: SessionState = { session: await storage().getSession(request.headers.get("Cookie")), change: "none" };
  context.set(sessionContext, state);
  const response = await next();
  if (state.change === "commit") {
    // A screen's cookie is renewed for another year with every token renewal, as its session is.
    const lifetime = state.session.get("screen") ? { maxAge: SCREEN_SESSION_MAX_AGE_SECONDS } : undefined;
    response.headers.append("Set-Cookie", await storage().commitSession(state.session, lifetime));
  }
  if (state.change === "destroy") response.headers.append("Set-Cookie", await storage().destroySession(state.session));
  return response;
};

type Context = Readonly<RouterContextProvider>;

export function readSession(context: Context): { user: SessionUser | null; tokens: SessionTokens | null } {
  const { session } = context.get(sessionContext);
  return { user: session.get("user") ?? null, tokens: session.get("tokens") ?? null };
}

/** `screen`: the tokens are a screen session, made by one of the TV's logins (ADR 19). */
export function startSession(context: Context, tokens: SessionTokens, user: SessionUser, { screen = false } = {}) {
  const state = context.get(sessionContext);
  state.session.set("tokens", tokens);
  state.session.set("user", user);
  if (screen) state.session.set("screen", true);
  else state.session.unset("screen");
  state.change = "commit";
}

/** Whether this browser holds a TV's screen session (as the cookie says; the API checks the tokens). */
export function isScreenSession(context: Context): boolean {
  const { session } = context.get(sessionContext);
  return Boolean(session.get("user") && session.get("screen"));
}

export function updateSession(context: Context, changes: { tokens?: SessionTokens; user?: SessionUser }) {
  const state = context.get(sessionContext);
  if (state.change === "destroy") return;
  if (changes.tokens) state.session.set("tokens", changes.tokens);
  if (changes.user) state.session.set("user", changes.user);
  state.change = "commit";
}

export function endSession(context: Context) {
  const state = context.get(sessionContext);
  state.session.unset("tokens");
  state.session.unset("user");
  state.session.unset("screen");
  state.change = "destroy";
}

/** Spec §6: an admin is any user with an ability that includes 'admin'. */
export function isAdmin(user: Pick<SessionUser, "abilities"> | null): boolean {
  return user?.abilities.some((ability) => ability.toLowerCase().includes("admin")) ?? false;
}
