import { styleFieldsSchema, tagsField } from "@contract/style";
import { z } from "zod";

/**
 * The add/edit form as the page posts it (files are read on their own): the
 * API's fields (contract/style.ts, same rules and messages) with the
 * visibility flags as checkboxes. A box that is not ticked sends nothing, so
 * the action says "false" to the API itself; "Show in my portfolio" is the
 * API's `hidden_in_portfolio` turned around.
 */
const checkbox = z.literal("on").optional();

export const styleFormSchema = z.object({
  gender: styleFieldsSchema.shape.gender,
  color: styleFieldsSchema.shape.color,
  style: styleFieldsSchema.shape.style,
  tags: tagsField,
  show_in_gallery: checkbox,
  show_in_portfolio: checkbox,
  show_in_slideshow: checkbox,
  image_to_delete: z.array(z.string().max(64)).max(50).default([]),
  cover_item_id: z.string().max(64).optional(),
  // Each saved photo's id and the position chosen for it, in page order.
  item_order: z.array(z.string().max(64)).max(50).default([]),
  item_position: z.array(z.coerce.number().int().min(1).max(50)).max(50).default([]),
});
export type StyleFormValues = z.output<typeof styleFormSchema>;

/** The form's fields in page order, for the error summary and the API's `input_name`. */
export const STYLE_FORM_FIELDS = ["images", "gender", "color", "style", "tags"] as const;
export const STYLE_FIELD_LABELS: Record<(typeof STYLE_FORM_FIELDS)[number], string> = {
  images: "Photos or video",
  gender: "Gender",
  color: "Colour",
  style: "Style",
  tags: "Tags",
};
