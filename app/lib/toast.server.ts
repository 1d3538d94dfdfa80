import { COOKIES, sendsCookie } from "@contract/cookies";
import { createCookieSessionStorage, type SessionStorage } from "react-router";
import { createToastUtilsWithCustomSession, getToast, type ToastMessage } from "remix-toast";
import { bySessionSecret } from "./config.server";

/**
 * Flash toasts (spec §8) travel in their own signed cookie, set by an action
 * and read once by the next page render, so they show without JavaScript.
 */
const toastCookie = bySessionSecret((secret) => {
  const storage = createCookieSessionStorage({
    cookie: { name: COOKIES.toast, secrets: [secret], httpOnly: true, secure: true, sameSite: "lax", path: "/" },
  });
  // The Set-Cookie that expires it is the same every time: signed once, not on every read. Kept as a string, not
  // a promise, so no request awaits another request's pending work.
  let expired: string | undefined;
  const expire = async () => {
    expired ??= await storage.destroySession(await storage.getSession());
    return expired;
  };
  // What the page reads the toast through: committing after the read expires the cookie.
  const readOnce: SessionStorage = { ...storage, commitSession: expire };
  return { readOnce, utils: createToastUtilsWithCustomSession(storage) };
});

export const toasts = () => toastCookie().utils;

/**
 * The toast this page shows, and the Set-Cookie that removes its cookie: a
 * toast cookie is read once, then gone, whether it held a toast or not (an
 * old or unreadable one shows nothing). Through the plain storage, remix-toast's
 * `getToast` would leave an empty signed cookie instead, and a visitor holding any toast cookie
 * skips the edge cache (workers/edge-cache.ts) on every page. Without the
 * cookie there is nothing to read, and nothing is signed.
 */
export async function readToast(request: Request): Promise<{ toast: ToastMessage | null; headers?: Headers }> {
  if (!sendsCookie(request, COOKIES.toast)) return { toast: null };
  const { toast, headers } = await getToast(request, toastCookie().readOnce);
  return { toast: toast ?? null, headers };
}
