import { createCookieSessionStorage } from "react-router";
import { createToastUtilsWithCustomSession, type ToastMessage } from "remix-toast";
import { appConfig } from "./config.server";

/**
 * Flash toasts (spec §8) travel in their own signed cookie, set by an action
 * and read once by the next page render, so they show without JavaScript.
 */
function createToasts(secret: string) {
  const storage = createCookieSessionStorage({
    cookie: { name: "sc_toast", secrets: [secret], httpOnly: true, secure: true, sameSite: "lax", path: "/" },
  });
  return { storage, utils: createToastUtilsWithCustomSession(storage) };
}

let cached: { secret: string; toasts: ReturnType<typeof createToasts> } | undefined;

function current() {
  const secret = appConfig().SESSION_SECRET;
  if (cached?.secret !== secret) cached = { secret, toasts: createToasts(secret) };
  return cached.toasts;
}

export const toasts = () => current().utils;

const TOAST_COOKIE = /(?:^|;\s*)sc_toast=/;

/**
 * The toast this page shows, and the Set-Cookie that removes its cookie.
 * Without a toast cookie there is nothing to read (remix-toast's `getToast`
 * would still sign an empty one on every render). Once shown, the cookie is
 * expired rather than left empty: a visitor holding one skips the edge cache
 * (workers/edge-cache.ts) and would get every page rendered anew.
 */
export async function readToast(request: Request): Promise<{ toast: ToastMessage | null; headers?: Headers }> {
  if (!TOAST_COOKIE.test(request.headers.get("Cookie") ?? "")) return { toast: null };
  const { storage, utils } = current();
  const { toast } = await utils.getToast(request);
  if (!toast) return { toast: null };
  return { toast, headers: new Headers({ "Set-Cookie": await storage.destroySession(await storage.getSession()) }) };
}
