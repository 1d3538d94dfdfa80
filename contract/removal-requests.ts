import { z } from "zod";
import { hasControlCharacters } from "./plain-text";
import { id, text, timestamp, url } from "./schema-parts";

/**
 * "Request removal" (issue 35 point 5): anyone may ask for a photo to come
 * down, from its public page, with a reason and an e-mail they confirm by a
 * link before the request counts. The owner takes the style down or answers;
 * the admin is told of requests unanswered after REMOVAL_ANSWER_HOURS.
 */
export const REMOVAL_REASON_MAX = 1000;
export const REMOVAL_ANSWER_MAX = 1000;
export const REMOVAL_ANSWER_HOURS = 72;
/** A confirmation link works this long; an unconfirmed request then goes. */
export const REMOVAL_CONFIRM_DAYS = 2;

export const REMOVAL_MESSAGES = {
  sent: "Check your e-mail: the request counts once you confirm it with the link we sent.",
  confirmed: "Thank you: your request has reached the shop. You hear from us by e-mail.",
  linkGone: "This link has been used or has expired.",
  reasonRequired: "Say why the photo should come down",
  reasonTooLong: `Keep the reason under ${REMOVAL_REASON_MAX} characters`,
  emailInvalid: "Enter a valid e-mail address: we confirm the request there",
  notFound: "Photo not found",
  takenDown: "The style has been taken down everywhere",
  answered: "Your answer is on its way",
  answerRequired: "Write your answer",
  closed: "This request has been answered already",
} as const;

const plainText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value.replace(/\r?\n/g, " ")), { message: required });

export const removalRequestSchema = z.object({
  reason: plainText(REMOVAL_REASON_MAX, REMOVAL_MESSAGES.reasonRequired, REMOVAL_MESSAGES.reasonTooLong),
  email: z
    .string({ error: REMOVAL_MESSAGES.emailInvalid })
    .trim()
    .max(254, REMOVAL_MESSAGES.emailInvalid)
    .pipe(z.email(REMOVAL_MESSAGES.emailInvalid)),
});

/** The owner's (or the admin's) decision on a request: take the style down, or answer why it stays. */
export const removalDecisionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("take_down") }),
  z.object({
    action: z.literal("answer"),
    answer: plainText(REMOVAL_ANSWER_MAX, REMOVAL_MESSAGES.answerRequired, REMOVAL_MESSAGES.reasonTooLong),
  }),
]);

/** An open request as the owner and the admin see it. */
export const removalRequestAnswerSchema = z.object({
  id,
  style_id: id,
  style_thumb: url.nullable(),
  reason: text(REMOVAL_REASON_MAX),
  email: text(254),
  confirmed_at: timestamp,
  escalated_at: timestamp.nullable(),
  account_id: id,
  company: text(200).nullable(),
});
export type RemovalRequest = z.infer<typeof removalRequestAnswerSchema>;
