import { COOKIES } from "@contract/cookies";
import { createCookie } from "react-router";

/** Spec §4 Cookie consent: opt-in true or false, kept one day, secure, strict. */
export const consentCookie = createCookie(COOKIES.consent, {
  maxAge: 60 * 60 * 24,
  secure: true,
  sameSite: "strict",
  httpOnly: true,
  path: "/",
});

type CookieConsent = "accepted" | "rejected" | null;

export async function readConsent(request: Request): Promise<CookieConsent> {
  const value: unknown = await consentCookie.parse(request.headers.get("Cookie"));
  return value === "accepted" || value === "rejected" ? value : null;
}
