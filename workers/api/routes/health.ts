import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { pingDatabase } from "../../db/health";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { route } from "../openapi";
import { ok } from "../respond";

const health = route("get", "/", {
  summary: "Uptime check with a database round trip (no API key)",
  data: z.object({ database: z.literal("ok"), time: z.string() }),
  errors: [503],
});

export const healthRoutes = new OpenAPIHono<ApiEnv>().openapi(health, async (c) => {
  try {
    await pingDatabase(c.env.DB);
  } catch (error) {
    console.error("health: database unreachable", error);
    throw new ApiError(503, "Database unreachable");
  }
  return ok(c, { database: "ok" as const, time: new Date().toISOString() }, "OK");
});
