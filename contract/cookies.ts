/**
 * The app's cookies (the cookie page lists them for visitors). The pages set and read them; the Worker only
 * checks which of them a request carries (edge cache, Cache-Control), so both sides take the names from here.
 */
export const COOKIES = {
  session: "sc_session",
  toast: "sc_toast",
  consent: "sc_cookie_consent",
} as const;

type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

/** Each cookie's test, made once: the edge cache asks on every page. */
const SENT = new Map(Object.values(COOKIES).map((name) => [name, new RegExp(`(?:^|;\\s*)${name}=`)]));

/** Whether the request sends this cookie, whatever its value (without parsing or checking its signature). */
export function sendsCookie(request: Request, name: CookieName): boolean {
  return SENT.get(name)!.test(request.headers.get("Cookie") ?? "");
}
