import type { AppConfig } from "@contract/config";
import { enqueueMail, findPendingMail, markMailAttemptFailed, markMailDone, type QueuedMail } from "../db/mail-outbox";

/**
 * A mail: always its plain text; an HTML body and headers of its own where a
 * mail needs them (the weekly summary's List-Unsubscribe, RFC 8058).
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  html?: string;
  headers?: Record<string, string>;
};

/** The one way the app sends mail. */
export type Mailer = { send(mail: Mail): Promise<void> };

/** Waits between delivery attempts; after the last one the mail is given up ('failed'). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];

/**
 * Stores the mail, then tries to deliver it once. Only storing can fail the
 * request: a provider that is down leaves the mail pending for the scheduled
 * retries (workers/housekeeping.ts), so a sign-up or invite never fails for it.
 */
export function createMailer(env: Env, config: AppConfig): Mailer {
  return {
    async send(mail) {
      const id = await enqueueMail(env.DB, mail);
      const queued = await findPendingMail(env.DB, id);
      if (queued) await deliver(env, config, queued);
    },
  };
}

/** One delivery attempt: Resend when its key is set, else kept in the local outbox (decisions.md). */
export async function deliver(env: Env, config: AppConfig, mail: QueuedMail, now = Date.now()) {
  if (!config.RESEND_API_KEY) return markMailDone(env.DB, mail.id, "kept");
  try {
    await sendWithResend(config.RESEND_API_KEY, config.MAIL_FROM, mail);
    await markMailDone(env.DB, mail.id, "sent");
  } catch (error) {
    const delay = RETRY_DELAYS_MS[mail.attempts];
    console.warn("mail delivery failed", mail.id, delay === undefined ? "giving up" : `retry in ${delay} ms`);
    await markMailAttemptFailed(env.DB, mail.id, String(error), delay === undefined ? null : now + delay);
  }
}

async function sendWithResend(apiKey: string, from: string, mail: QueuedMail) {
  const response = await fetch("https://api.resend.com/emails", {
    method: "POST",
    headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      from,
      to: [mail.to],
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Resend answered ${response.status}`);
}
