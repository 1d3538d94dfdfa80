/** A mail in the local outbox, as `GET /v1/dev/outbox` answers it (development only). */
export type OutboxMail = {
  id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  created_at: string;
};
