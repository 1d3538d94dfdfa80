import { z } from "zod";
import { styleLook } from "./portfolio";
import { namedObject, nullableText, pictureVariants } from "./schema-parts";

/**
 * What visitors see (issue 10): the public profile, a style card of the
 * gallery and a style's detail, as `/v1/public/…` answers them. Only public
 * fields: never an e-mail, abilities, referral code or settings.
 */

/** Explore's page size, and the most a page may ask for. */
export const GALLERY_PAGE_SIZE = 12;
export const MAX_SEARCH_LENGTH = 80;

/** One picture or video of a style, with the variants a page picks from (`srcset`). */
export const publicMediaSchema = namedObject("PublicMedia", {
  id: z.string(),
  kind: z.enum(["image", "video"]),
  /** The slide (webp, up to 1920 wide) or the mp4 of a video. */
  src: z.string(),
  ...pictureVariants,
  content_type: z.string(),
});
export type PublicMedia = z.infer<typeof publicMediaSchema>;

/** Which style, whose salon and where, and what it looks like: the head of a style card and of a style's page alike. */
const publicStyleFacts = {
  id: z.string(),
  account_id: z.string(),
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
  styles: z.array(styleCardSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

export const publicProfileSchema = namedObject("PublicProfile", {
  account_id: z.string(),
  user_id: z.string(),
  company: nullableText,
  first_name: nullableText,
  last_name: nullableText,
  fullname: z.string(),
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
  tags: z.array(z.string()),
  updated_at: z.string(),
  /** Approved styles not hidden in the portfolio, newest first. */
  styles: z.array(styleCardSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicStyleSchema = namedObject("PublicStyle", {
  ...publicStyleFacts,
  created_at: z.string(),
  updated_at: z.string(),
  media: z.array(publicMediaSchema),
  /** 'Others also viewed this' (spec §2): other approved styles, the same kind first. */
  others: z.array(styleCardSchema),
});
export type PublicStyle = z.infer<typeof publicStyleSchema>;

/** Everything sitemap.xml lists: public profiles and their approved styles. */
export const sitemapSchema = namedObject("Sitemap", {
  accounts: z.array(z.object({ account_id: z.string(), company: nullableText, updated_at: z.string() })),
  styles: z.array(z.object({ id: z.string(), company: nullableText, updated_at: z.string() })),
});
export type Sitemap = z.infer<typeof sitemapSchema>;

/** Explore's query: free text and the three filters of contract/portfolio.ts (checked against them by the API). */
export const galleryQuerySchema = z.object({
  q: z.string().max(MAX_SEARCH_LENGTH, `Search at most ${MAX_SEARCH_LENGTH} characters`).optional(),
  gender: z.string().max(20).optional(),
  color: z.string().max(20).optional(),
  style: z.string().max(20).optional(),
  page: z
    .string()
    .regex(/^\d{1,4}$/, "page must be a number")
    .optional(),
});
