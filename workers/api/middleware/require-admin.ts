import { ADMIN_MESSAGES } from "@contract/admin";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { findAdminCandidate, isAdmin } from "../../db/admin";
import { ApiError } from "../errors";
import { type AuthEnv, requireAuth } from "./require-auth";

export type AdminEnv = AuthEnv & { Variables: { adminEmail: string } };

/** `/v1/admin/…` (spec §6 Admin): a signed-in user (else 401) with an admin ability (else 403). */
export const requireAdmin = createMiddleware<AdminEnv>(async (c, next) => {
  await requireAuth(c as unknown as Context<AuthEnv>, async () => {
    const user = await findAdminCandidate(c.env.DB, c.var.userId);
    if (!user || !isAdmin(user)) throw new ApiError(403, ADMIN_MESSAGES.notAdmin);
    c.set("adminEmail", user.email);
    await next();
  });
});
