/**
 * A style's optional "before" picture (issue 37 point 5): one picture of the
 * hair before the look, shown only beside the style's own pictures (its page
 * compares the two, the TV plays it first). It is never the cover and never
 * counted among the style's pictures. The API takes it as its own multipart
 * field, with the browser's 4:5 cover of it as `before_image_cover`; it is
 * removed like any item, by its id in `image_to_delete`, and a new one
 * replaces the old.
 */
export const BEFORE_FIELDS = { image: "before_image", cover: "before_image_cover" } as const;

export const BEFORE_MESSAGES = {
  notWithVideo: "A video style cannot have a before picture: add photos instead",
  label: "Before picture (optional)",
  hint: "A photo of the hair before the look: the style's page compares the two and the TV shows it first.",
} as const;

/** The words the comparison shows over each picture. */
export const BEFORE_AFTER_LABELS = { before: "Before", after: "After" } as const;

/** An item that is the style's before picture: left out wherever a style is shown alone. */
export const isBeforeItem = (item: { is_before: boolean }) => item.is_before;
