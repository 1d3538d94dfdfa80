import { z } from "zod";
import { count, email, LONG_TEXT_MAX, list, text, timestamp } from "../schema-parts";
import { endpoint } from "./define";

/** The newest mails the outbox lists (workers/db/mail-outbox.ts `listOutbox`). */
export const OUTBOX_SHOWN = 50;

/** Development helpers; in production they do not exist. */

const outboxMailSchema = z.object({
  id: count,
  to_address: email,
  reply_to: email.nullable(),
  subject: text(500),
  // A mail's text: our template around what people typed (a question to support at most LONG_TEXT_MAX).
  text_body: text(4 * LONG_TEXT_MAX),
  created_at: timestamp,
});

export const getOutbox = endpoint({
  method: "get",
  path: "/dev/outbox",
  summary: "Development only: the newest mails kept in the local outbox (404 in production)",
  caller: "none",
  data: list(outboxMailSchema, OUTBOX_SHOWN),
  errors: [404],
});
