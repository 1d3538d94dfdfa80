import type { APIRequestContext } from "@playwright/test";
import { type ApiSession, DEMO_ADMIN, DEMO_STYLIST, signInByApi } from "./stylists";

/**
 * The seeded demo stylist and demo admin, each signed in once per test
 * worker and shared by its tests: the API allows ten sign-ins per e-mail in
 * 15 minutes, and a sign-in per test would use them up.
 */
const sessions = new Map<string, Promise<ApiSession>>();

function demoSession(request: APIRequestContext, login: { email: string; password: string }) {
  let session = sessions.get(login.email);
  if (!session) {
    session = signInByApi(request, login.email, login.password);
    sessions.set(login.email, session);
  }
  return session;
}

export const demoStylistSession = (request: APIRequestContext) => demoSession(request, DEMO_STYLIST);
export const demoAdminSession = (request: APIRequestContext) => demoSession(request, DEMO_ADMIN);
