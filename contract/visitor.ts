import { z } from "zod";
import { fullname } from "./account";
import { openingHoursSchema } from "./opening-hours";
import { pictureSetSchema } from "./picture-set";
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
import { MAX_SERVICES, PRICE_MAX_CENTS, SERVICE_NAME_MAX, serviceSchema } from "./services";
import { COLORS, GENDERS, STYLE_TITLE_MAX, STYLES, styleLook, styleServiceSchema } from "./style";
import { timeZoneSchema } from "./time-zone";
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
/** How many styles 'Others also viewed this' shows at most (decisions.md: 4–6; visitor-pages.ts `othersAlsoViewed`). */
export const OTHERS_SHOWN_MAX = 6;
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
  /** The cover's picture set (AVIF and WebP at several widths); a video's is its poster's. */
  pictures: pictureSetSchema,
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
  /** Its own title (issue 37); null: pages name it by its look (contract/style-labels.ts `styleTitle`). */
  title: text(STYLE_TITLE_MAX).nullable(),
};

export const styleCardSchema = namedObject("StyleCard", {
  ...publicStyleFacts,
  promoted: z.boolean(),
  is_video: z.boolean(),
  /** The cover picture's variants; null when the style has no picture to show. */
  ...pictureVariants,
  pictures: pictureSetSchema,
});
export type StyleCard = z.infer<typeof styleCardSchema>;

export const galleryPageSchema = namedObject("GalleryPage", {
  styles: list(styleCardSchema, GALLERY_PAGE_SIZE),
  page: integer(1, 9999),
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

/** When the shop is open, and the clock its hours are on (the account's time zone, issue 34). */
const shopHours = {
  opening_hours: openingHoursSchema.nullable(),
  time_zone: timeZoneSchema,
  business_type: z.enum(BUSINESS_TYPES),
};

/** The shop behind a style, as its page needs it: how to reach it and when it is open. */
export const publicShopSchema = namedObject("PublicShop", {
  account_id: id,
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
  ...shopContacts,
  ...shopHours,
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  tags,
  updated_at: timestamp,
  /** Approved styles not hidden in the portfolio, newest first. */
  styles: list(styleCardSchema, PROFILE_STYLES_SHOWN),
  /** The shop's services in the owner's order (issue 37): `price_min` and `price_max` are derived from them. */
  services: list(serviceSchema, MAX_SERVICES),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicStyleSchema = namedObject("PublicStyle", {
  ...publicStyleFacts,
  created_at: timestamp,
  updated_at: timestamp,
  media: list(publicMediaSchema, MAX_STYLE_IMAGES),
  /** The shop's service it is (issue 37): its page prices it and books it; null: none. */
  service: styleServiceSchema.nullable(),
  /** The style's before picture (issue 37), never among `media`: the page compares it with the first; null: none. */
  before: publicMediaSchema.nullable(),
  /** The shop: its contact channels and opening hours (issue 25: contact first on the style's page too). */
  shop: publicShopSchema,
  /**
   * 'Others also viewed this' (spec §2, shown since issue 25): up to six other
   * approved styles sharing a tag with this one or from the same shop, the
   * most shared tags first.
   */
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

/** Explore's price filter's choices, in whole euros ("up to €50"); the API takes any whole number up to the top price. */
export const PRICE_FILTER_EUROS = [25, 50, 75, 100, 150] as const;
const PRICE_MAX_EUROS = PRICE_MAX_CENTS / 100;

/**
 * Explore's query: free text, the three filters of contract/style.ts held to their choices here, and (issue 37)
 * the style's service: words of its name, and the most its price starts at.
 */
export const galleryQuerySchema = z.object({
  q: z.string().max(MAX_SEARCH_LENGTH, `Search at most ${MAX_SEARCH_LENGTH} characters`).optional(),
  service: z.string().max(SERVICE_NAME_MAX, `service at most ${SERVICE_NAME_MAX} characters`).optional(),
  price_max: z
    .string()
    .max(5, "price_max must be a whole number of euros")
    .regex(/^\d{1,5}$/, "price_max must be a whole number of euros")
    .refine((value) => Number(value) <= PRICE_MAX_EUROS, `price_max at most ${PRICE_MAX_EUROS}`)
    .optional(),
  gender: filter("gender", GENDERS),
  color: filter("color", COLORS),
  style: filter("style", STYLES),
  page: z
    .string()
    .regex(/^\d{1,4}$/, "page must be a number")
    .max(4, "page must be a number")
    .optional(),
});
