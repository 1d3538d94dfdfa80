import type { APIRequestContext } from "@playwright/test";
import { type ApiSession, DEMO_ADMIN, DEMO_STYLIST, signInByApi } from "./stylists";

/**
 * The seeded demo stylist and demo admin, each signed in once per test
 * worker and shared by its tests: the API allows ten sign-ins per e-mail in
 * 15 minutes, and a sign-in per test would use them up. A session whose
 * access token is about to expire (they last 15 minutes; a suite on a
 * loaded machine runs longer) is replaced by a fresh sign-in.
 */
const sessions = new Map<string, Promise<ApiSession>>();

/** A shared session is used only while its access token has at least this long to live. */
const FRESH_FOR_MS = 3 * 60_000;

async function demoSession(request: APIRequestContext, login: { email: string; password: string }) {
  const shared = sessions.get(login.email);
  if (shared && Date.parse((await shared).tokens.expireAt) - Date.now() > FRESH_FOR_MS) return shared;
  const fresh = signInByApi(request, login.email, login.password);
  sessions.set(login.email, fresh);
  return fresh;
}

export const demoStylistSession = (request: APIRequestContext) => demoSession(request, DEMO_STYLIST);
export const demoAdminSession = (request: APIRequestContext) => demoSession(request, DEMO_ADMIN);
