import { AUTH_MESSAGES } from "@contract/messages";
import { TV_PAIRING_MESSAGES } from "@contract/tv-pairing";

/**
 * Outcomes that end on the login page (after registering, following a
 * confirmation link, choosing a new password) and stay there, not only in a
 * 4 s toast. The page that redirects names one in the query; the login page
 * shows its fixed text, so a link cannot make the page say anything else.
 */
export const LOGIN_NOTICES = {
  registered: { tone: "success", message: AUTH_MESSAGES.signUp, offerNewLink: true },
  ready: { tone: "success", message: AUTH_MESSAGES.signUpBypassed, offerNewLink: false },
  confirmed: { tone: "success", message: AUTH_MESSAGES.confirmed, offerNewLink: false },
  "confirm-link-invalid": { tone: "error", message: AUTH_MESSAGES.confirmLinkInvalid, offerNewLink: true },
  "password-changed": { tone: "success", message: AUTH_MESSAGES.passwordChanged, offerNewLink: false },
  "connect-tv": { tone: "success", message: TV_PAIRING_MESSAGES.logInToConnect, offerNewLink: false },
} as const;

export type LoginNoticeName = keyof typeof LOGIN_NOTICES;
export type LoginNotice = (typeof LOGIN_NOTICES)[LoginNoticeName] & { name: LoginNoticeName };

/** `/login?notice=…` (and the e-mail to fill in, when the page that sends there knows it). */
export function loginNoticePath(notice: LoginNoticeName, email?: string) {
  const query = new URLSearchParams({ notice });
  if (email) query.set("email", email);
  return `/login?${query}`;
}

export function readLoginNotice(name: string | null): LoginNotice | null {
  if (!name || !Object.hasOwn(LOGIN_NOTICES, name)) return null;
  return { ...LOGIN_NOTICES[name as LoginNoticeName], name: name as LoginNoticeName };
}

/** The phone's pages that connect a TV (its QR code's /tv/pair, the short code's /link): issue 34. */
const TV_PAIRING_PAGES = ["/tv/pair", "/link"];

/**
 * What the login says of the page it goes back to: a phone that scanned a
 * TV's QR code logged out is told "Log in to connect your TV".
 */
export function noticeForRedirect(redirect: string | null): LoginNotice | null {
  const path = redirect?.split("?")[0];
  return path && TV_PAIRING_PAGES.includes(path) ? readLoginNotice("connect-tv") : null;
}
