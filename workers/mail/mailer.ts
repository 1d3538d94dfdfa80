import type { AppConfig } from "@contract/config";
import { insertOutboxMail } from "../db/mail-outbox";

export type Mail = { to: string; subject: string; text: string; replyTo?: string };

/** The one way the app sends mail. */
export type Mailer = { send(mail: Mail): Promise<void> };

/** Resend when its key is set; otherwise the local outbox (decisions.md: no network needed locally). */
export function createMailer(env: Env, config: AppConfig): Mailer {
  return config.RESEND_API_KEY ? resendMailer(config.RESEND_API_KEY, config.MAIL_FROM) : outboxMailer(env.DB);
}

function outboxMailer(db: D1Database): Mailer {
  return { send: (mail) => insertOutboxMail(db, mail) };
}

function resendMailer(apiKey: string, from: string): Mailer {
  return {
    async send(mail) {
      const response = await fetch("https://api.resend.com/emails", {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text, reply_to: mail.replyTo }),
      });
      if (!response.ok) throw new Error(`Resend answered ${response.status}: ${await response.text()}`);
    },
  };
}
