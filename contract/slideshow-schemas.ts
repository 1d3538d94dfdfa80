import { z } from "zod";
import { accountNames, playerSettings } from "./account";
import { openingHoursSchema } from "./opening-hours";
import { SCAN_PROMISES } from "./scan-promise";
import { id, list, namedObject, nullableText, text, url } from "./schema-parts";
import { SERVICE_NAME_MAX } from "./services";
import { styleScheduleSchema } from "./style-schedule-schemas";
import { MAX_STYLE_IMAGES } from "./uploads";

/** The slideshow ads there can be: the admin lists them all on one page (workers/db/slideshow.ts `listAds`). */
export const MAX_ADS = 200;
/** An ad's title at most. */
export const MAX_AD_TITLE = 120;
/** The style slides a slideshow plays at most (workers/db/slideshow.ts `listSlideshowSlides`). */
export const MAX_SLIDES = 1000;

/**
 * The answer of `GET /v1/slideshow/{account_id}` as zod schemas: the API
 * validates and documents with them. The player never imports this module
 * (issue 21: no zod in its bundle); it reads the types through slideshow.ts.
 */

/** One picture or video on screen: a style's media, or an ad. */
export const slideSchema = namedObject("Slide", {
  /** Unique in the playlist: `style:{portfolio_id}` or `ad:{ad_id}` (a repeated style adds `:2`, `:3`…). */
  key: text(100),
  kind: z.enum(["style", "ad"]),
  /** The media to try, in order: a failed one is dropped and the next one shown next time. */
  media: list(
    z.object({
      type: z.enum(["image", "video"]),
      src: url,
      /** A small still of it (thumb or poster): the blurred backdrop and the thumbnail. */
      still: url.nullable(),
    }),
    MAX_STYLE_IMAGES,
  ),
  caption: nullableText,
  /** A before/after style's before picture (issue 37): shown first, then the slide's own picture; absent: none. */
  before: url.optional(),
  /** When the style plays, on the shop's clock (null: always; an ad's is null): the TV decides by itself (issue 34). */
  schedule: styleScheduleSchema.nullable(),
  /**
   * The style's service and its price label ("from €35"), for a corner of the slide (issue 37): only while the
   * owner shows prices on screen and the style names a service; absent on an ad.
   */
  price: z
    .object({ service: text(SERVICE_NAME_MAX), label: text(40) })
    .nullable()
    .optional(),
  /** What the words under the style's QR code promise (issue 37, `scanPromise`); absent on an ad. */
  scan: z.enum(SCAN_PROMISES).optional(),
});
export type Slide = z.infer<typeof slideSchema>;
export type SlideMedia = Slide["media"][number];

/** Spec §3 Ad: id, title, cover, content_type, file. */
export const adSchema = namedObject("Ad", {
  id,
  title: text(MAX_AD_TITLE),
  content_type: text(100),
  /** The ad's payload (webp or mp4); null when it has none (it is then never shown). */
  file: url.nullable(),
  cover: url.nullable(),
  /** Where a scan of the ad's QR code leads (issue 24); null: the shop's own page. */
  link: url.nullable(),
});
export type Ad = z.infer<typeof adSchema>;

/** `GET /v1/slideshow/{account_id}`: the account's settings, its style slides and, unless it is ad-free, the ads. */
export const slideshowSchema = namedObject("Slideshow", {
  ...accountNames,
  ...playerSettings,
  /** The shop's avatar: the closed card and the shop card show it (issue 34). */
  avatar: url.nullable(),
  /** The shop's booking link (the profile's "Order link"), where the closed card's QR code leads; null: none. */
  booking_link: url.nullable(),
  /** What the words under the closed card's QR code promise (issue 37, `scanPromise`, the shop's own ways). */
  scan: z.enum(SCAN_PROMISES),
  /** When the shop is open, on the clock of `time_zone`: the screen follows them by itself (issue 34). */
  opening_hours: openingHoursSchema.nullable(),
  time_zone: text(64).meta({ description: "The shop's IANA time zone", example: "Europe/Berlin" }),
  ad_free: z.boolean(),
  slides: list(slideSchema, MAX_SLIDES),
  ads: list(adSchema, MAX_ADS),
});
export type Slideshow = z.infer<typeof slideshowSchema>;
