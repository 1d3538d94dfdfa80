import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import type { ApiFailure } from "../api-client.server";
import { statusForFailure } from "../api-failure.server";

type ReplyOptions<Extra> = {
  /** The form's field names: an `input_name` among them gets the message, otherwise the form does. */
  fields: readonly string[];
  /** Fields that never travel back to the page (passwords). */
  hideFields?: string[];
  /** More action data beside `result`, e.g. which of the page's forms was sent. */
  extra?: Extra;
};

/**
 * An API failure as the action's answer: Conform errors, never an error page
 * (house style), on the input the API names when the form has one, so it is
 * highlighted (spec §8), otherwise on the form; with the status the failure
 * deserves (`statusForFailure`).
 *
 *     if (!result.ok) return replyFromApiFailure(submission, result, { fields: ["email"] });
 */
export function replyFromApiFailure<const Extra extends Record<string, unknown> = Record<never, never>>(
  submission: Submission<unknown>,
  failure: ApiFailure,
  { fields, hideFields, extra }: ReplyOptions<Extra>,
) {
  const inputName = failure.inputName && fields.includes(failure.inputName) ? failure.inputName : null;
  const result = submission.reply({
    ...(inputName ? { fieldErrors: { [inputName]: [failure.message] } } : { formErrors: [failure.message] }),
    ...(hideFields ? { hideFields } : {}),
  });
  return data({ ...(extra as Extra), result }, { status: statusForFailure(failure) });
}
