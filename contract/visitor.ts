import { z } from "zod";
import { fullname } from "./account";
import { COLORS, GENDERS, STYLES, styleLook } from "./portfolio";
import {
  id,
  integer,
  list,
  namedObject,
  nullableText,
  pictureVariants,
  tags,
  text,
  timestamp,
  url,
} from "./schema-parts";
import { MAX_STYLE_IMAGES } from "./uploads";

/**
 * What visitors see (issue 10): the public profile, a style card of the
 * gallery and a style's detail, as `/v1/public/…` answers them. Only public
 * fields: never an e-mail, abilities, referral code or settings.
 */

/** Explore's page size, and the most a page may ask for. */
export const GALLERY_PAGE_SIZE = 12;
export const MAX_SEARCH_LENGTH = 80;
/** The approved styles a public profile lists, newest first (workers/db/visitor-pages.ts). */
export const PROFILE_STYLES_SHOWN = 100;
/** "Others also viewed this": a handful of cards, never more than a page of Explore. */
export const OTHERS_SHOWN_MAX = GALLERY_PAGE_SIZE;
/** The sitemap's profiles and styles at most (visitor-pages.ts `listSitemap`; a sitemap file holds 50,000 URLs). */
export const SITEMAP_ACCOUNTS = 10_000;
export const SITEMAP_STYLES = 40_000;

/** One picture or video of a style, with the variants a page picks from (`srcset`). */
export const publicMediaSchema = namedObject("PublicMedia", {
  id,
  kind: z.enum(["image", "video"]),
  /** The slide (webp, up to 1920 wide) or the mp4 of a video. */
  src: url,
  ...pictureVariants,
  content_type: text(100),
});
export type PublicMedia = z.infer<typeof publicMediaSchema>;

/** Which style, whose salon and where, and what it looks like: the head of a style card and of a style's page alike. */
const publicStyleFacts = {
  id,
  account_id: id,
  company: nullableText,
  city: nullableText,
  ...styleLook,
};

export const styleCardSchema = namedObject("StyleCard", {
  ...publicStyleFacts,
  promoted: z.boolean(),
  is_video: z.boolean(),
  /** The cover picture's variants; null when the style has no picture to show. */
  ...pictureVariants,
});
export type StyleCard = z.infer<typeof styleCardSchema>;

export const galleryPageSchema = namedObject("GalleryPage", {
  styles: list(styleCardSchema, GALLERY_PAGE_SIZE),
  page: integer(1, 9999),
  has_more: z.boolean(),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

export const publicProfileSchema = namedObject("PublicProfile", {
  account_id: id,
  user_id: id,
  company: nullableText,
  first_name: nullableText,
  last_name: nullableText,
  fullname,
  job_title: nullableText,
  about_me: nullableText,
  address: nullableText,
  zip_code: nullableText,
  city: nullableText,
  state: nullableText,
  country: nullableText,
  avatar: nullableText,
  domain: nullableText,
  booking_link: nullableText,
  facebook: nullableText,
  instagram: nullableText,
  telegram: nullableText,
  telephone: nullableText,
  whatsapp: nullableText,
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  tags,
  updated_at: timestamp,
  /** Approved styles not hidden in the portfolio, newest first. */
  styles: list(styleCardSchema, PROFILE_STYLES_SHOWN),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicStyleSchema = namedObject("PublicStyle", {
  ...publicStyleFacts,
  created_at: timestamp,
  updated_at: timestamp,
  media: list(publicMediaSchema, MAX_STYLE_IMAGES),
  /** 'Others also viewed this' (spec §2): other approved styles, the same kind first. */
  others: list(styleCardSchema, OTHERS_SHOWN_MAX),
});
export type PublicStyle = z.infer<typeof publicStyleSchema>;

/** Everything sitemap.xml lists: public profiles and their approved styles. */
export const sitemapSchema = namedObject("Sitemap", {
  accounts: list(z.object({ account_id: id, company: nullableText, updated_at: timestamp }), SITEMAP_ACCOUNTS),
  styles: list(z.object({ id, company: nullableText, updated_at: timestamp }), SITEMAP_STYLES),
});
export type Sitemap = z.infer<typeof sitemapSchema>;

/** A filter: one of the style form's own choices, or empty for all (anything else is a 422, not an empty page). */
const filter = (name: string, values: readonly string[]) =>
  z.enum(["", ...values] as [string, ...string[]], { error: `${name} must be one of ${values.join(", ")}` }).optional();

/** Explore's query: free text and the three filters of contract/portfolio.ts (checked against them by the API). */
export const galleryQuerySchema = z.object({
  q: z.string().max(MAX_SEARCH_LENGTH, `Search at most ${MAX_SEARCH_LENGTH} characters`).optional(),
  gender: filter("gender", GENDERS),
  color: filter("color", COLORS),
  style: filter("style", STYLES),
  page: z
    .string()
    .regex(/^\d{1,4}$/, "page must be a number")
    .max(4, "page must be a number")
    .optional(),
});
