import { z } from "zod";
import { INVALID_EMAIL } from "./auth-schemas";
import { SUPPORT_MESSAGES } from "./messages";
import { controlCharactersMessage, isPlainMultilineText } from "./plain-text";

/** The FAQ dialog's question (spec §2; decisions.md: Send mails it to the support address). */
export const questionSchema = z.object({
  question: z
    .string({ error: SUPPORT_MESSAGES.questionEmpty })
    .trim()
    .min(1, SUPPORT_MESSAGES.questionEmpty)
    .max(2000, SUPPORT_MESSAGES.questionTooLong)
    .refine(isPlainMultilineText, controlCharactersMessage("Question")),
  /** Where the answer goes; empty for an anonymous visitor. */
  email: z.union([z.literal(""), z.email(INVALID_EMAIL).max(254)]).default(""),
});
