import { isDevelopment } from "@contract/config";
import { getOutbox } from "@contract/endpoints/dev";
import { OpenAPIHono } from "@hono/zod-openapi";
import { listOutbox } from "../../db/mail-outbox";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { route } from "../openapi";
import { ok } from "../respond";

const outbox = route(getOutbox);

/** Development helpers; in production they do not exist. */
export const dev = new OpenAPIHono<ApiEnv>().openapi(outbox, async (c) => {
  if (!isDevelopment(c.var.config)) throw new ApiError(404, `No such endpoint: ${c.req.method} ${c.req.path}`);
  return ok(c, await listOutbox(c.env.DB));
});
