import { Hono } from "hono";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { ok } from "../respond";

export const health = new Hono<ApiEnv>().get("/", async (c) => {
  try {
    await c.env.DB.prepare("SELECT 1").first();
  } catch (error) {
    console.error("health: database unreachable", error);
    throw new ApiError(503, "Database unreachable");
  }
  return ok(c, { database: "ok", time: new Date().toISOString() }, "OK");
});
