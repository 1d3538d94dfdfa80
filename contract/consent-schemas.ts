import { z } from "zod";
import { CONSENT_MESSAGES, CONSENT_WAYS } from "./consent";
import { hasControlCharacters } from "./plain-text";
import { id, text, timestamp, url } from "./schema-parts";

/** A client's answer to the consent page (issue 35), in the shop or from a link: the same fields, the same rules. */
const checked = z
  .union([z.boolean(), z.enum(["on", "true", "false"])])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

export const CLIENT_NAME_MAX = 100;

export const consentAnswerSchema = z
  .object({
    client_name: z
      .string({ error: CONSENT_MESSAGES.nameRequired })
      .trim()
      .min(1, CONSENT_MESSAGES.nameRequired)
      .max(CLIENT_NAME_MAX, CONSENT_MESSAGES.nameTooLong)
      .refine((name) => !hasControlCharacters(name), { message: CONSENT_MESSAGES.nameRequired }),
    client_email: z
      .string({ error: CONSENT_MESSAGES.emailInvalid })
      .trim()
      .max(254, CONSENT_MESSAGES.emailInvalid)
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || z.email().safeParse(value).success, {
        message: CONSENT_MESSAGES.emailInvalid,
      }),
    pages: checked,
    screens: checked,
    agree: checked,
  })
  .superRefine((answer, context) => {
    if (!answer.pages && !answer.screens)
      context.addIssue({ code: "custom", path: ["pages"], message: CONSENT_MESSAGES.noChannel });
    if (!answer.agree) context.addIssue({ code: "custom", path: ["agree"], message: CONSENT_MESSAGES.notAgreed });
  });
export type ConsentAnswer = z.output<typeof consentAnswerSchema>;

/** A consent as the owner and the admin read it: who agreed to what, when, to which words, and how. */
export const consentSchema = z.object({
  id,
  client_name: text(CLIENT_NAME_MAX),
  client_email: text(254).nullable(),
  channels: z.object({ pages: z.boolean(), screens: z.boolean() }),
  text_version: text(20),
  given_by: z.enum(CONSENT_WAYS),
  given_at: timestamp,
});

/** What the client's page shows before they answer: whose shop, which photos. */
export const consentRequestSchema = z.object({
  company: text(200),
  pictures: z.array(url).max(10),
});

/** A consent link the stylist sends: where it leads and until when. */
export const consentLinkSchema = z.object({ url, expires_at: timestamp });

/** What happened to a style's consent (issue 35 point 7), oldest first: derived from the consents and the requests. */
export const CONSENT_LOG_KINDS = [
  "consent_given",
  "consent_changed",
  "consent_withdrawn",
  "removal_requested",
  "removal_answered",
  "removal_escalated",
  "taken_down",
] as const;
export const consentLogEntrySchema = z.object({
  at: timestamp,
  kind: z.enum(CONSENT_LOG_KINDS),
  /** In words: who, which channels, how; the reason or the answer. */
  detail: text(1200),
});
export type ConsentLogEntry = z.infer<typeof consentLogEntrySchema>;
