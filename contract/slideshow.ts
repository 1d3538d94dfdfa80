import { z } from "zod";
import { accountNames, playerSettings } from "./account";
import { namedObject, nullableText } from "./schema-parts";

/**
 * The TV slideshow (spec §2 Slideshow player, §3 Ad, §6, §9): what the API
 * answers for `/{slug}-{account_id}`, and the pure rules of the playlist.
 */

/** Spec §9: autoplay delay; a video plays to its end, but at least this long. */
export const SLIDE_DELAY_MS = 10_000;
/** Spec §9: every 4th slide (index 3, 7, …) is an ad. */
export const AD_EVERY = 4;

export const SLIDESHOW_MESSAGES = {
  empty: "This slideshow has no content yet!",
  addSlide: "Add a Slide",
  addStyleQr: "QR code that opens the page to add your first style",
  addStyleHint: "Scan with your phone to add your first style",
  notFound: "No such slideshow",
} as const;

/** One picture or video on screen: a style's media, or an ad. */
export const slideSchema = namedObject("Slide", {
  /** Unique in the playlist: `style:{portfolio_id}` or `ad:{ad_id}`. */
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

/** Spec §6: GOLD and DIAMOND abilities remove ads. */
export const isAdFree = (abilities: readonly string[]) =>
  abilities.some((ability) => /\b(gold|diamond)\b/i.test(ability));

/** An ad as a slide; null when it has no payload. */
export function adSlide(ad: Ad): Slide | null {
  if (!ad.file) return null;
  const type = ad.content_type.startsWith("video/") ? "video" : "image";
  return { key: `ad:${ad.id}`, kind: "ad", media: [{ type, src: ad.file, still: ad.cover }], caption: null };
}

/**
 * Spec §9: for accounts without GOLD or DIAMOND every 4th slide (index 3, 7, …)
 * is an ad that has a payload, and leftover ads are appended; none otherwise.
 * With no slides there is nothing to show (the empty state), ads or not.
 */
export function interleaveAds<S, A>(slides: readonly S[], ads: readonly A[], adFree: boolean): (S | A)[] {
  if (slides.length === 0) return [];
  if (adFree || ads.length === 0) return [...slides];
  const result: (S | A)[] = [];
  let ad = 0;
  for (const slide of slides) {
    if (result.length % AD_EVERY === AD_EVERY - 1 && ad < ads.length) result.push(ads[ad++] as A);
    result.push(slide);
  }
  while (ad < ads.length) result.push(ads[ad++] as A);
  return result;
}

/** The playlist the screen plays: style slides with the ads that have a payload woven in. */
export function playlistOf(show: Pick<Slideshow, "slides" | "ads" | "ad_free">): Slide[] {
  const ads = show.ads.map(adSlide).filter((slide): slide is Slide => slide !== null);
  return interleaveAds(show.slides, ads, show.ad_free).filter((slide) => slide.media.length > 0);
}

/** Ids are 10 URL-safe characters (decisions.md), so `/{slug}-{account_id}` ends with one. */
const SLIDESHOW_SEGMENT = /^(?:[a-z0-9-]*-)?([0-9A-Za-z_-]{10})$/;

/** The account id in a slideshow path segment, or null when it cannot be one. */
export function slideshowAccountId(segment: string): string | null {
  return SLIDESHOW_SEGMENT.exec(segment)?.[1] ?? null;
}
