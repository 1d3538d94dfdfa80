import { createCookieSessionStorage } from "react-router";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { appConfig } from "./config.server";

/**
 * Flash toasts (spec §8) travel in their own signed cookie, set by an action
 * and read once by the next page render, so they show without JavaScript.
 */
let cached: { secret: string; utils: ReturnType<typeof createToastUtilsWithCustomSession> } | undefined;

export function toasts() {
  const secret = appConfig().SESSION_SECRET;
  if (cached?.secret !== secret) {
    const storage = createCookieSessionStorage({
      cookie: { name: "sc_toast", secrets: [secret], httpOnly: true, secure: true, sameSite: "lax", path: "/" },
    });
    cached = { secret, utils: createToastUtilsWithCustomSession(storage) };
  }
  return cached.utils;
}
