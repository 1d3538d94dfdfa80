import { z } from "zod";
import { accountNames, playerSettings } from "./account";
import { namedObject, nullableText } from "./schema-parts";

/**
 * The answer of `GET /v1/slideshow/{account_id}` as zod schemas: the API
 * validates and documents with them. The player never imports this module
 * (issue 21: no zod in its bundle); it reads the types through slideshow.ts.
 */

/** One picture or video on screen: a style's media, or an ad. */
export const slideSchema = namedObject("Slide", {
  /** Unique in the playlist: `style:{portfolio_id}` or `ad:{ad_id}` (a repeated style adds `:2`, `:3`…). */
  key: z.string(),
  kind: z.enum(["style", "ad"]),
  /** The media to try, in order: a failed one is dropped and the next one shown next time. */
  media: z.array(
    z.object({
      type: z.enum(["image", "video"]),
      src: z.string(),
      /** A small still of it (thumb or poster): the blurred backdrop and the thumbnail. */
      still: nullableText,
    }),
  ),
  caption: nullableText,
});
export type Slide = z.infer<typeof slideSchema>;
export type SlideMedia = Slide["media"][number];

/** Spec §3 Ad: id, title, cover, content_type, file. */
export const adSchema = namedObject("Ad", {
  id: z.string(),
  title: z.string(),
  content_type: z.string(),
  /** The ad's payload (webp or mp4); null when it has none (it is then never shown). */
  file: nullableText,
  cover: nullableText,
  /** Where a scan of the ad's QR code leads (issue 24); null: the shop's own page. */
  link: nullableText,
});
export type Ad = z.infer<typeof adSchema>;

/** `GET /v1/slideshow/{account_id}`: the account's settings, its style slides and, unless it is ad-free, the ads. */
export const slideshowSchema = namedObject("Slideshow", {
  ...accountNames,
  ...playerSettings,
  ad_free: z.boolean(),
  slides: z.array(slideSchema),
  ads: z.array(adSchema),
});
export type Slideshow = z.infer<typeof slideshowSchema>;
