import { isDevelopment } from "@contract/config";
import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
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

/** Development helpers; in production they do not exist. */
export const dev = new OpenAPIHono<ApiEnv>().openapi(getOutbox, async (c) => {
  if (!isDevelopment(c.var.config)) throw new ApiError(404, `No such endpoint: ${c.req.method} ${c.req.path}`);
  return ok(c, await listOutbox(c.env.DB));
});
