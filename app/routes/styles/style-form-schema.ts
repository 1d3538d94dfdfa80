import { BEFORE_MESSAGES } from "@contract/before-picture";
import { SUBJECTS } from "@contract/consent";
import { STYLE_MESSAGES, styleFieldsSchema, tagsField } from "@contract/style";
import { readScheduleFields, SCHEDULE_FIELDS } from "@contract/style-schedule-fields";
import { SCHEDULE_MESSAGES } from "@contract/style-schedule-schemas";
import { z } from "zod";

/**
 * The add/edit form as the page posts it (files are read on their own): the
 * API's fields (contract/style.ts, same rules and messages) with the
 * visibility flags as checkboxes. A box that is not ticked sends nothing, so
 * the action says "false" to the API itself; "Show in my portfolio" is the
 * API's `hidden_in_portfolio` turned around. The schedule's fields are the
 * API's too, read only when "Only at chosen times" is picked.
 */
const checkbox = z.literal("on").optional();
const scheduleText = z.string().max(20).optional();

export const SCHEDULE_CHOICES = ["always", "chosen"] as const;

export const styleFormSchema = z
  .object({
    gender: styleFieldsSchema.shape.gender,
    color: styleFieldsSchema.shape.color,
    style: styleFieldsSchema.shape.style,
    tags: tagsField,
    title: styleFieldsSchema.shape.title,
    service_id: styleFieldsSchema.shape.service_id,
    // Asked on every save of the page's form (issue 35), so a style saved before the question gets its answer.
    subject: z.enum(SUBJECTS, { error: STYLE_MESSAGES.subject }),
    show_in_gallery: checkbox,
    show_in_portfolio: checkbox,
    show_in_slideshow: checkbox,
    schedule: z.enum(SCHEDULE_CHOICES).default("always"),
    [SCHEDULE_FIELDS.from]: scheduleText,
    [SCHEDULE_FIELDS.until]: scheduleText,
    [SCHEDULE_FIELDS.days]: z.array(z.string().max(20)).max(7).optional(),
    [SCHEDULE_FIELDS.windowFrom]: scheduleText,
    [SCHEDULE_FIELDS.windowTo]: scheduleText,
    image_to_delete: z.array(z.string().max(64)).max(50).default([]),
    cover_item_id: z.string().max(64).optional(),
    // Each saved photo's id and the position chosen for it, in page order.
    item_order: z.array(z.string().max(64)).max(50).default([]),
    item_position: z.array(z.coerce.number().int().min(1).max(50)).max(50).default([]),
  })
  .superRefine(
    (values, context) => {
      if (values.schedule !== "chosen") return;
      const reading = readScheduleFields(values);
      // "Only at chosen times" with nothing chosen would save as always: say so rather than save it.
      if (reading.ok && reading.schedule === null)
        context.addIssue({ code: "custom", path: [SCHEDULE_FIELDS.from], message: SCHEDULE_MESSAGES.nothingChosen });
      if (reading.ok) return;
      for (const { name, message } of reading.errors) context.addIssue({ code: "custom", path: [name], message });
    },
    // Checked while other fields are still wrong too, so its errors show as the schedule is typed.
    { when: ({ issues }) => !issues.some((issue) => String(issue.path?.[0]).startsWith("schedule")) },
  );
export type StyleFormValues = z.output<typeof styleFormSchema>;

/** The form's fields in page order, for the error summary and the API's `input_name`. */
export const STYLE_FORM_FIELDS = [
  "images",
  "before_image",
  "gender",
  "color",
  "style",
  "tags",
  "title",
  "service_id",
  "subject",
  SCHEDULE_FIELDS.from,
  SCHEDULE_FIELDS.until,
  SCHEDULE_FIELDS.days,
  SCHEDULE_FIELDS.windowFrom,
  SCHEDULE_FIELDS.windowTo,
] as const;
export const STYLE_FIELD_LABELS: Record<(typeof STYLE_FORM_FIELDS)[number], string> = {
  images: "Photos or video",
  before_image: BEFORE_MESSAGES.label,
  gender: "Gender",
  color: "Colour",
  style: "Style",
  tags: "Tags",
  title: "Title",
  service_id: "Service",
  subject: "Who is in it",
  schedule_from: "From",
  schedule_until: "Until",
  schedule_days: "Weekdays",
  schedule_window_from: "Daily from",
  schedule_window_to: "Daily until",
};
