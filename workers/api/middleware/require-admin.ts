import { ADMIN_MESSAGES } from "@contract/admin";
import { createMiddleware } from "hono/factory";
import { findAdminCandidate, isAdmin } from "../../db/admin";
import { ApiError } from "../errors";
import type { AuthEnv } from "./require-auth";

export type AdminEnv = AuthEnv & { Variables: { adminEmail: string } };

/**
 * `/v1/admin/…` (spec §6 Admin): a person's session (`route()` checked it from the declaration's caller: else 401
 * or 403) whose user has an admin ability (else 403).
 */
export const requireAdmin = createMiddleware<AdminEnv>(async (c, next) => {
  const user = await findAdminCandidate(c.env.DB, c.var.userId);
  if (!user || !isAdmin(user)) throw new ApiError(403, ADMIN_MESSAGES.notAdmin);
  c.set("adminEmail", user.email);
  await next();
});
