import type { APIRequestContext } from "@playwright/test";
import { type ApiSession, DEMO_STYLIST, signInByApi } from "./stylists";

/**
 * The seeded demo stylist, signed in once per test worker and shared by the
 * tests that only read their pages: the API allows ten sign-ins per e-mail in
 * 15 minutes, and a sign-in per test would use them up.
 */
let session: Promise<ApiSession> | undefined;

export function demoStylistSession(request: APIRequestContext): Promise<ApiSession> {
  session ??= signInByApi(request, DEMO_STYLIST.email, DEMO_STYLIST.password);
  return session;
}
