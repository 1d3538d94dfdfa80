import { parseWithZod } from "@conform-to/zod/v4";
import { STYLE_MESSAGES } from "@contract/style";
import { describe, expect, it } from "vitest";
import { errorSummaryItems } from "~/components/error-summary";
import { missingMedia } from "./missing-media";
import { STYLE_FIELD_LABELS, STYLE_FORM_FIELDS, styleFormSchema } from "./style-form-schema";

/** The summary of a submitted add-style form, as the page builds it: its fields' errors in STYLE_FORM_FIELDS' order. */
function summaryOf(errors: Record<string, string[] | null>) {
  return errorSummaryItems(
    undefined,
    STYLE_FORM_FIELDS.map((name) => ({
      field: { id: name, errors: errors[name] ?? undefined },
      label: STYLE_FIELD_LABELS[name],
    })),
  ).map((item) => item.fieldId);
}

describe("the add-style form's errors (issue 37 point 3)", () => {
  it("lists a missing photo first, with every other field's error after it", () => {
    const submission = parseWithZod(new FormData(), { schema: styleFormSchema });
    expect(submission.status).toBe("error");
    const missing = missingMedia(0, 0);
    expect(missing).toBe(STYLE_MESSAGES.noMedia);
    const reply = submission.reply({ fieldErrors: { images: [missing ?? ""] } });
    expect(summaryOf(reply.error ?? {})).toEqual(["images", "gender", "color", "style", "subject"]);
  });

  it("says no photo is missing once one is kept or picked, so only what is still wrong is listed", () => {
    expect(missingMedia(1, 0)).toBeNull();
    expect(missingMedia(0, 1)).toBeNull();
    const form = new FormData();
    for (const [name, value] of Object.entries({ gender: "female", color: "red", style: "updo" }))
      form.set(name, value);
    const reply = parseWithZod(form, { schema: styleFormSchema }).reply();
    expect(summaryOf(reply.error ?? {})).toEqual(["subject"]);
  });
});
