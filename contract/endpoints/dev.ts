import { z } from "zod";
import { endpoint } from "./define";

/** Development helpers; in production they do not exist. */

const outboxMailSchema = z.object({
  id: z.number().int(),
  to_address: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  text_body: z.string(),
  created_at: z.string(),
});

export const getOutbox = endpoint({
  method: "get",
  path: "/dev/outbox",
  summary: "Development only: the newest mails kept in the local outbox (404 in production)",
  caller: "none",
  data: z.array(outboxMailSchema),
  errors: [404],
});
