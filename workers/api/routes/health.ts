import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { pingDatabase } from "../../db/health";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { answers, operation } from "../openapi";
import { ok } from "../respond";

const health = createRoute({
  ...operation("get", "/", "Uptime check with a database round trip (no API key)"),
  responses: answers(z.object({ database: z.literal("ok"), time: z.string() }), { errors: [503] }),
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
