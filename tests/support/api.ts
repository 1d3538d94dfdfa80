import { env, SELF } from "cloudflare:test";
import { hashPassword } from "@workers/auth/password";
import { createSession } from "@workers/auth/sessions";
import { createAccountWithUser } from "@workers/db/accounts";

/** Calls the real Worker's /v1 API with the API key, as the app's client does. */
export function callV1(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "X-API-Key": env.API_KEY as string, ...init.headers };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  return SELF.fetch(`http://localhost/v1${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export type ApiBody<T = unknown> = { status: number; message: string; error?: string; input_name?: string; data: T };

export async function json<T = unknown>(response: Response): Promise<ApiBody<T>> {
  return response.json<ApiBody<T>>();
}

let counter = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** A user straight in the database (fixtures log in without the form). */
export async function createUser(
  options: {
    email?: string;
    password?: string;
    status?: "pending" | "active";
    abilities?: string[];
    referralCode?: string;
  } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "Secret#2026";
  const created = await createAccountWithUser(env.DB, {
    email,
    passwordHash: await hashPassword(password, env.PASSWORD_PEPPER as string),
    status: options.status ?? "active",
    abilities: options.abilities ?? [],
    ...(options.referralCode ? { referralCode: options.referralCode } : {}),
  });
  return { ...created, email, password };
}

export async function signIn(email: string, password: string) {
  const response = await callV1("/users/sign_in", { body: { email, password } });
  if (response.status !== 200) throw new Error(`sign in failed: ${response.status} ${await response.text()}`);
  return {
    accessToken: response.headers.get("access-token") ?? "",
    refreshToken: response.headers.get("refresh-token") ?? "",
    expireAt: response.headers.get("expire-at") ?? "",
  };
}

export const bearer = (tokens: { accessToken: string; refreshToken?: string }) => ({
  Authorization: `Bearer ${tokens.accessToken}`,
  ...(tokens.refreshToken ? { "refresh-token": tokens.refreshToken } : {}),
});

/** A new user, signed in through the API: their tokens, and the headers that send them. */
export async function signedIn(options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  const tokens = await signIn(user.email, user.password);
  return { ...user, tokens, headers: bearer(tokens) };
}

/** The outbox mails to one address, newest first. */
export async function mailsTo(to: string) {
  const { results } = await env.DB.prepare(
    "SELECT subject, text_body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC",
  )
    .bind(to)
    .all<{ subject: string; text_body: string }>();
  return results;
}

export function linkParam(text: string, name: string) {
  const match = text.match(/https?:\/\/\S+/);
  return match ? new URL(match[0]).searchParams.get(name) : null;
}

/**
 * A TV logged in for the user's account (a screen session, ADR 19) and the
 * ticket its slideshow shows /cable to be counted as that screen (issue 23).
 */
export async function screenOf(user: { userId: string }) {
  const tokens = await createSession(env.DB, user.userId, Date.now(), "screen");
  const response = await callV1("/users/screen_ticket", { method: "POST", headers: bearer(tokens) });
  const { data } = await json<{ screen_id: string; ticket: string }>(response);
  return { screenId: data.screen_id, ticket: data.ticket, tokens };
}
