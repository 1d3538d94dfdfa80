import { createCookieSessionStorage, type Session } from "react-router";
import { appConfig } from "./config.server";

/** Tokens of spec §3 (Session tokens). They never leave this HttpOnly cookie. */
export type SessionTokens = { accessToken: string; refreshToken: string; expireAt: string };

/** The signed-in user as the header and guards need it, cached in the session. */
export type SessionUser = {
  id: string;
  email: string;
  accountId: string;
  firstName: string | null;
  fullname: string | null;
  abilities: string[];
};

type SessionData = { tokens: SessionTokens; user: SessionUser };

let cached: { secret: string; storage: ReturnType<typeof create> } | undefined;

function create(secret: string) {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: "sc_session",
      secrets: [secret],
      httpOnly: true,
      secure: true,
      sameSite: "lax",
      path: "/",
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}

export function sessionStorage() {
  const secret = appConfig().SESSION_SECRET;
  if (cached?.secret !== secret) cached = { secret, storage: create(secret) };
  return cached.storage;
}

export async function getSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await getSession(request)).get("user") ?? null;
}

/** Spec §6: an admin is any user with an ability that includes 'admin'. */
export function isAdmin(user: Pick<SessionUser, "abilities"> | null): boolean {
  return user?.abilities.some((ability) => ability.toLowerCase().includes("admin")) ?? false;
}
