import { isDevelopment } from "@contract/config";
import { getOutbox } from "@contract/endpoints/dev";
import { ageTvLoginCodes } from "@contract/endpoints/tv";
import { OpenAPIHono } from "@hono/zod-openapi";
import { cableObject } from "../../cable/route-cable";
import { listOutbox } from "../../db/mail-outbox";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { ok } from "../respond";
import { route } from "../route";

/**
 * `/v1/dev/*`, the test seams: mounted only by a build with its development tools (workers/dev/tools.ts), and
 * even there 404 when APP_ENV is production.
 */
export const dev = new OpenAPIHono<ApiEnv>();

dev.use("/dev/*", async (c, next) => {
  if (!isDevelopment(c.var.config)) throw new ApiError(404, `No such endpoint: ${c.req.method} ${c.req.path}`);
  await next();
});

dev
  .openapi(route(getOutbox), async (c) => ok(c, await listOutbox(c.env.DB)))
  // The expiry of TV login codes, driven from tests: makes a socket's codes older.
  .openapi(route(ageTvLoginCodes), async (c) => {
    const { socket_id, seconds } = c.req.valid("json");
    return ok(c, { aged: await cableObject(c.env, null).ageLoginCodes(socket_id, seconds * 1000) });
  });
