import { MESSAGES } from "@contract/messages";
import { createMiddleware } from "hono/factory";
import { authenticate } from "../auth/sessions";
import type { ApiEnv } from "./app";
import { ApiError } from "./errors";

export type AuthVariables = { userId: string; sessionId: string };

/** Endpoints of a signed-in user: a valid bearer access token (spec §4 errors). */
export const requireAuth = createMiddleware<{ Bindings: Env; Variables: ApiEnv["Variables"] & AuthVariables }>(
  async (c, next) => {
    const token = bearerToken(c.req.header("Authorization"));
    if (!token) throw new ApiError(401, MESSAGES.invalidAccessToken);
    const auth = await authenticate(c.env.DB, token);
    if (auth.status !== "ok") {
      throw new ApiError(401, auth.status === "expired" ? MESSAGES.accessTokenExpired : MESSAGES.invalidAccessToken);
    }
    c.set("userId", auth.userId);
    c.set("sessionId", auth.sessionId);
    await next();
  },
);

export function bearerToken(header: string | undefined) {
  const match = header?.match(/^Bearer ([A-Za-z0-9_-]{16,128})$/);
  return match?.[1] ?? null;
}
