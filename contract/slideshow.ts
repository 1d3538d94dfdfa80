import type { ScanPromise } from "./scan-promise";
import { WEEKDAY_SHORT, type Weekday } from "./shop-clock";
import type { Ad, Slide, Slideshow } from "./slideshow-schemas";

/**
 * The TV slideshow (spec §2 Slideshow player, §3 Ad, §6, §9): its constants,
 * texts and the pure rules of the playlist. No zod here, nor in anything this
 * imports: the player's bundle takes this module (issue 21). The answer's
 * schemas live in slideshow-schemas.ts; only their types come through here.
 */
export type { Ad, Slide, SlideMedia, Slideshow } from "./slideshow-schemas";

/** Spec §9: autoplay delay; a video plays to its end, but at least this long. */
export const SLIDE_DELAY_MS = 10_000;
/** Spec §9: every 4th slide (index 3, 7, …) is an ad. */
export const AD_EVERY = 4;

/**
 * The share of a before/after slide's time that the TV shows the before picture (issue 37), before it gives way.
 * Here, not in before-picture.ts: the player loads this module already, and a chunk of its own costs the TV bytes.
 */
export const BEFORE_SHARE = 0.4;

export const SLIDESHOW_MESSAGES = {
  empty: "This slideshow has no content yet!",
  addSlide: "Add a Slide",
  addStyleQr: "QR code that opens the page to add your first style",
  addStyleHint: "Scan with your phone to add your first style",
  /** Each slide's QR code (issue 24): the style on the visitor's phone; its words are a `scanHint`. */
  styleQr: "QR code to this style",
  adQr: "QR code to this ad",
  adQrHint: "Scan for more",
  notFound: "No such slideshow",
  /** The one line a free account reads on its Settings and Portfolios pages (issue 21). */
  freePlanAds: "Free plan: your slideshow plays an ad at most every 4th slide. GOLD removes the ads.",
  howToGetGold: "How to get GOLD",
  /** For the owner watching their own show as a person (issue 23): makes this browser a counted screen at /tv. */
  useAsScreen: "Use this as a shop screen",
  /** The closed card (issue 34): when the shop opens again, in its own time and words. */
  closed: (opens: { time: string; daysAhead: number; day: Weekday } | null) =>
    opens ? `Closed · opens ${opens.daysAhead === 0 ? "" : `${WEEKDAY_SHORT[opens.day]} `}${opens.time}` : "Closed",
  bookQr: "QR code to book",
  contactQr: "QR code to our page",
  /** What a code under a style or on the closed card promises (issue 37), by `scanPromise`. */
  scanHint: { book: "Scan to book", call: "Scan to call", styles: "See our styles" } satisfies Record<
    ScanPromise,
    string
  >,
  /** The shop card (issue 34): the shop is open, and no style is scheduled now. */
  stylesQr: "QR code to our styles",
  dark: "The screen is dark until the shop opens",
} as const;

/** Spec §6: GOLD and DIAMOND abilities remove ads. */
export const isAdFree = (abilities: readonly string[]) =>
  abilities.some((ability) => /\b(gold|diamond)\b/i.test(ability));

/** The style or ad a slide shows: `style:{id}`, `style:{id}:2` (a repeat) and `ad:{id}` name it. */
export function slideItem(slide: Slide): { kind: Slide["kind"]; id: string } {
  return { kind: slide.kind, id: slide.key.split(":")[1] ?? slide.key };
}

/** An ad as a slide; null when it has no payload. */
export function adSlide(ad: Ad): Slide | null {
  if (!ad.file) return null;
  const type = ad.content_type.startsWith("video/") ? "video" : "image";
  return {
    key: `ad:${ad.id}`,
    kind: "ad",
    media: [{ type, src: ad.file, still: ad.cover }],
    caption: null,
    schedule: null,
  };
}

/** A place in the show's cycle: a style's `round`-th showing (0 the first), or an ad. */
export type CyclePlace = { kind: "style"; index: number; round: number } | { kind: "ad"; index: number };

/**
 * The fair ad rule (decisions.md "Ads", issue 21), as the places of one cycle
 * of the show, which loops. Ads go at index 3, 7, … behind three style places
 * each. The styles play over and over until every ad has had its place: the
 * style places are the fewest whole loops of the styles that give each ad
 * three (so an account with one or two styles repeats them, and ads with no
 * place in the first loop take their turn in the next). Between two ads there
 * are always three styles or more, across the wrap-around too: at most one
 * slide in four is an ad, never two in a row, and every ad plays once a cycle.
 * With as few ads as the styles make room for, this is spec §9's one loop.
 */
export function adCycle(styleCount: number, adCount: number): CyclePlace[] {
  if (styleCount === 0) return [];
  const stylesPerAd = AD_EVERY - 1;
  const loops = Math.max(1, Math.ceil((stylesPerAd * adCount) / styleCount));
  const cycle: CyclePlace[] = [];
  let ad = 0;
  for (let place = 0; place < loops * styleCount; place++) {
    cycle.push({ kind: "style", index: place % styleCount, round: Math.floor(place / styleCount) });
    if ((place + 1) % stylesPerAd === 0 && ad < adCount) cycle.push({ kind: "ad", index: ad++ });
  }
  return cycle;
}

/**
 * The playlist the screen plays, one cycle of it: the style slides that have
 * media, with the ads that have a payload woven in by `adCycle` (none for
 * GOLD or DIAMOND, nothing at all without styles). A style's second showing
 * in the cycle is keyed `{key}:2`, so every key stays unique.
 */
export function playlistOf(show: Pick<Slideshow, "slides" | "ads" | "ad_free">): Slide[] {
  const styles = show.slides.filter((slide) => slide.media.length > 0);
  const ads = show.ad_free ? [] : show.ads.map(adSlide).filter((slide): slide is Slide => slide !== null);
  return adCycle(styles.length, ads.length).map((place) => {
    if (place.kind === "ad") return ads[place.index] as Slide;
    const style = styles[place.index] as Slide;
    return place.round === 0 ? style : { ...style, key: `${style.key}:${place.round + 1}` };
  });
}

/** Every media file a playlist shows: each slide's file and its still. */
export function mediaFilesOf(playlist: Slide[]): string[] {
  const files: string[] = [];
  for (const slide of playlist) {
    for (const item of slide.media) {
      files.push(item.src);
      if (item.still) files.push(item.still);
    }
    if (slide.before) files.push(slide.before);
  }
  return files;
}

/** Ids are 10 URL-safe characters (decisions.md), so `/{slug}-{account_id}` ends with one. */
const SLIDESHOW_SEGMENT = /^(?:[a-z0-9-]*-)?([0-9A-Za-z_-]{10})$/;

/** The account id in a slideshow path segment, or null when it cannot be one. */
export function slideshowAccountId(segment: string): string | null {
  return SLIDESHOW_SEGMENT.exec(segment)?.[1] ?? null;
}
