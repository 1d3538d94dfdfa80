import { z } from "zod";
import { openingHoursSchema } from "./opening-hours";
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

/**
 * The schema.org type of a shop (issue 25): what its name, position and tags
 * say it is (`businessTypeOf`), else the general LocalBusiness. schema.org
 * has no BarberShop: a barber is a HairSalon. A profile field may say it one
 * day; the pages read only this answer.
 */
export const BUSINESS_TYPES = ["HairSalon", "BeautySalon", "NailSalon", "LocalBusiness"] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

const NAILS = /\bnail|manik[uü]r|manicure/i;
const BEAUTY = /beauty|kosmetik|cosmetic|lash|brow|make-?up|\bspa\b/i;
const HAIR = /hair|haar|friseur|frisör|coiffeur|barber|barbier|salon|\bcuts?\b|stylist|colou?r|braid|balayage|fade/i;

export function businessTypeOf(profile: {
  company: string | null;
  job_title: string | null;
  tags: readonly string[];
}): BusinessType {
  const text = [profile.company, profile.job_title, ...profile.tags].filter(Boolean).join(" ");
  if (HAIR.test(text)) return "HairSalon";
  if (NAILS.test(text)) return "NailSalon";
  if (BEAUTY.test(text)) return "BeautySalon";
  return "LocalBusiness";
}

/** The shop's contact channels as typed on the profile form (the pages turn them into links). */
const shopContacts = {
  domain: nullableText,
  booking_link: nullableText,
  facebook: nullableText,
  instagram: nullableText,
  telegram: nullableText,
  telephone: nullableText,
  whatsapp: nullableText,
};

/** When the shop is open, and the clock its hours are on (Europe/Berlin for every shop for now). */
const shopHours = {
  opening_hours: openingHoursSchema.nullable(),
  time_zone: z.string().meta({ description: "The IANA time zone of the opening hours", example: "Europe/Berlin" }),
  business_type: z.enum(BUSINESS_TYPES),
};

/** The shop behind a style, as its page needs it: how to reach it and when it is open. */
export const publicShopSchema = namedObject("PublicShop", {
  account_id: z.string(),
  company: nullableText,
  avatar: nullableText,
  address: nullableText,
  zip_code: nullableText,
  city: nullableText,
  ...shopContacts,
  ...shopHours,
});
export type PublicShop = z.infer<typeof publicShopSchema>;

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
  ...shopContacts,
  ...shopHours,
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
  /** The shop: its contact channels and opening hours (issue 25: contact first on the style's page too). */
  shop: publicShopSchema,
  /**
   * 'Others also viewed this' (spec §2, shown since issue 25): up to six other
   * approved styles sharing a tag with this one or from the same shop, the
   * most shared tags first.
   */
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
