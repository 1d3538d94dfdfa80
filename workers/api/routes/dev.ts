import { isDevelopment } from "@contract/config";
import { tvSocketIdField } from "@contract/tv-pairing";
import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { cableObject } from "../../cable/route-cable";
import { listOutbox } from "../../db/mail-outbox";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { route } from "../openapi";
import { ok } from "../respond";

const outboxMailSchema = z.object({
  id: z.number().int(),
  to_address: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  text_body: z.string(),
  created_at: z.string(),
});

const getOutbox = route("get", "/outbox", {
  summary: "Development only: the newest mails kept in the local outbox (404 in production)",
  data: z.array(outboxMailSchema),
  errors: [404],
});

const ageCodes = route("post", "/tv_login_codes/age", {
  summary:
    "Development only: makes a socket's TV login codes older, to drive their expiry in tests (404 in production)",
  json: z.object({ socket_id: tvSocketIdField, seconds: z.number().int().min(1).max(86_400) }),
  data: z.object({ aged: z.number().int() }),
  errors: [404],
});

/**
 * `/v1/dev/*`, the test seams: mounted only by a build with its development tools (workers/dev/tools.ts), and
 * even there 404 when APP_ENV is production.
 */
export const dev = new OpenAPIHono<ApiEnv>();

dev.use(async (c, next) => {
  if (!isDevelopment(c.var.config)) throw new ApiError(404, `No such endpoint: ${c.req.method} ${c.req.path}`);
  await next();
});

dev
  .openapi(getOutbox, async (c) => ok(c, await listOutbox(c.env.DB)))
  // The expiry of TV login codes, driven from tests: makes a socket's codes older.
  .openapi(ageCodes, async (c) => {
    const { socket_id, seconds } = c.req.valid("json");
    return ok(c, { aged: await cableObject(c.env, null).ageLoginCodes(socket_id, seconds * 1000) });
  });
