import type { Submission, SubmissionResult } from "@conform-to/react";
import type { ApiFailure } from "./api-client.server";

/**
 * An API failure as Conform errors, never an error page (house style): on the
 * input the API names when the form has one, so it is highlighted (spec §8),
 * otherwise on the form. Password fields never travel back to the page.
 */
export function replyWithApiFailure(
  submission: Submission<unknown>,
  failure: ApiFailure,
  { fields, hideFields }: { fields: readonly string[]; hideFields?: string[] },
): SubmissionResult {
  const inputName = failure.inputName && fields.includes(failure.inputName) ? failure.inputName : null;
  return submission.reply({
    ...(inputName ? { fieldErrors: { [inputName]: [failure.message] } } : { formErrors: [failure.message] }),
    ...(hideFields ? { hideFields } : {}),
  });
}

/** The page's status for a failed API call: the API's own 4xx, or 502 when it was down or broken. */
export function statusForFailure(failure: ApiFailure): number {
  return failure.status >= 400 && failure.status < 500 ? failure.status : 502;
}
