import { getHealth } from "@contract/endpoints/health";
import { OpenAPIHono } from "@hono/zod-openapi";
import { pingDatabase } from "../../db/health";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { ok } from "../respond";
import { route } from "../route";

const health = route(getHealth);

export const healthRoutes = new OpenAPIHono<ApiEnv>().openapi(health, async (c) => {
  try {
    await pingDatabase(c.env.DB);
  } catch (error) {
    console.error("health: database unreachable", error);
    throw new ApiError(503, "Database unreachable");
  }
  return ok(c, { database: "ok" as const, time: new Date().toISOString() }, "OK");
});
