import { COOKIES } from "@contract/cookies";
import type { SessionUser } from "@contract/session-user";
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

type SessionData = { tokens: SessionTokens; user: SessionUser };

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
  if (state.change === "commit") response.headers.append("Set-Cookie", await storage().commitSession(state.session));
  if (state.change === "destroy") response.headers.append("Set-Cookie", await storage().destroySession(state.session));
  return response;
};

type Context = Readonly<RouterContextProvider>;

export function readSession(context: Context): { user: SessionUser | null; tokens: SessionTokens | null } {
  const { session } = context.get(sessionContext);
  return { user: session.get("user") ?? null, tokens: session.get("tokens") ?? null };
}

export function startSession(context: Context, tokens: SessionTokens, user: SessionUser) {
  const state = context.get(sessionContext);
  state.session.set("tokens", tokens);
  state.session.set("user", user);
  state.change = "commit";
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
  state.change = "destroy";
}

/** Spec §6: an admin is any user with an ability that includes 'admin'. */
export function isAdmin(user: Pick<SessionUser, "abilities"> | null): boolean {
  return user?.abilities.some((ability) => ability.toLowerCase().includes("admin")) ?? false;
}
