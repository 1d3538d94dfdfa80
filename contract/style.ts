import { z } from "zod";
import { CONSENT_STATES, SUBJECTS } from "./consent";
import { pictureSetSchema } from "./picture-set";
import { isPlainText } from "./plain-text";
import {
  count,
  id,
  list,
  namedObject,
  nullableText,
  pictureVariants,
  tags,
  text,
  timestamp,
  url,
} from "./schema-parts";
import { serviceSchema } from "./services";
import { styleScheduleSchema } from "./style-schedule-schemas";
import { MAX_STYLE_IMAGES } from "./uploads";

/**
 * Styles (spec §3 Portfolio / style, Payload item, Promotion plans): the
 * choices a stylist picks from, the form's rules, and the shape the API
 * answers with. Explore filters by the same lists.
 */
export const GENDERS = ["female", "male", "unisex"] as const;
export const COLORS = ["black", "brown", "blonde", "red", "grey", "colourful"] as const;
export const STYLES = ["short", "medium", "long", "curly", "braids", "updo", "fade", "beard", "colour"] as const;

/** Spec §9 promotion prices; exactly one plan is selected (spec §4). */
export const PROMOTION_PLANS = {
  style_one_day: { label: "1 day", days: 1, priceCents: 990 },
  style_three_days: { label: "3 days", days: 3, priceCents: 2970 },
  style_seven_days: { label: "7 days", days: 7, priceCents: 6930 },
} as const;
export type PlanName = keyof typeof PROMOTION_PLANS;
export const PLAN_NAMES = Object.keys(PROMOTION_PLANS) as PlanName[];

export const STYLE_MESSAGES = {
  created: "Your style has been saved. It appears once an admin has approved it.",
  updated: "Your style has been updated. It appears again once an admin has approved it.",
  deleted: "The style has been deleted",
  notFound: "Style not found",
  noMedia: "Images cannot be empty",
  tooManyFiles: "A style has at most 10 images",
  sameName: "Cannot upload file with the same name",
  coverWithoutPicture: "A cover needs a picture of the same name in images",
  videoNeedsPoster: "A video needs its poster image: please upload with JavaScript on",
  notAnImage: "This file is not an image we can read",
  itemNotFound: "Image not found",
  noOriginal: "Only an uploaded image has variants to make again",
  variantsMade: "The image has been prepared again",
  promoted: "Your style is promoted: Explore shows it first until the promotion ends.",
  paymentsClosed: "Payments are not open yet: promotions can only be tried on a test system.",
  subject: "Say who is in the style: no recognisable person, or a client",
  /** Issue 37: a service_id that is not one of the account's services. */
  notYourService: "Choose one of your services",
} as const;

const TAG = /^#?[\p{L}\p{N}_-]{1,30}$/u;
/** Tags as typed: "#bob, #fade curly" → ["#bob", "#fade", "#curly"]. */
export const tagsField = z
  .string()
  .max(400, "Tags are too long")
  .default("")
  .transform((text) =>
    text
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((tag) => (tag.startsWith("#") ? tag : `#${tag}`).toLowerCase()),
  )
  .refine((tags) => tags.every((tag) => TAG.test(tag)), "Tags are words of letters and digits, like #bob")
  .refine((tags) => tags.length <= 15, "At most 15 tags");

/** A checkbox as a form sends it ("on") or a script does ("true"/"false"). */
const flag = (fallback: boolean) =>
  z
    .enum(["on", "true", "false", "1", "0"])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "on" || value === "true" || value === "1"));

/** A style's own title (issue 37), so the shop can tell its looks apart: "Copper balayage". */
export const STYLE_TITLE_MAX = 60;
const titleField = z
  .string({ error: "Title must be text" })
  .trim()
  .max(STYLE_TITLE_MAX, `Title is too long (${STYLE_TITLE_MAX} characters at most)`)
  .refine(isPlainText, "Title cannot hold control characters")
  .optional();

/** The style's fields as the add/edit form posts them (multipart; files are read separately). */
export const styleFieldsSchema = z.object({
  gender: z.enum(GENDERS, { error: "Choose who the style is for" }),
  color: z.enum(COLORS, { error: "Choose a colour" }),
  style: z.enum(STYLES, { error: "Choose a style" }),
  tags: tagsField,
  show_in_gallery: flag(true),
  hidden_in_portfolio: flag(false),
  show_in_slideshow: flag(true),
  plan_name: z.enum(PLAN_NAMES as [PlanName, ...PlanName[]]).optional(),
  /** Who is in it (issue 35). Left out: a new style's is not recorded, an edited one keeps its own. */
  subject: z.enum(SUBJECTS, { error: STYLE_MESSAGES.subject }).optional(),
  /** Edit: the saved picture to show as the style's cover. */
  cover_item_id: z.string().max(64).optional(),
  /** Issue 37: its own title; blank or left out: none. */
  title: titleField,
  /** Issue 37: one of the shop's services (contract/services.ts); blank or left out: none. */
  service_id: z.string().max(64).optional(),
});
export type StyleFields = z.infer<typeof styleFieldsSchema>;

/**
 * A choice as a style keeps it: one of `values` (the only ones the form and the API take, styleFieldsSchema), or
 * null for none. Read back as text, so the database's rows need no narrowing; the document lists the values.
 */
const storedChoice = (values: readonly string[]) =>
  text(CHOICE_MAX)
    .nullable()
    .meta({ enum: [...values, null] });
const CHOICE_MAX = 20;

/**
 * What a style looks like, as every answer that shows a style says it: the
 * choices above as stored (null where there is none) and its tags.
 */
export const styleLook = {
  gender: storedChoice(GENDERS),
  color: storedChoice(COLORS),
  style: storedChoice(STYLES),
  tags,
};

/** The most styles a list of one account's answers (workers/db/styles.ts `listStylesOfAccount`). */
export const MAX_LISTED_STYLES = 200;

/** A file's name as uploaded: its first 200 characters (workers/api/upload-checks.ts `checkFile`). */
const filename = text(200);

export const payloadItemSchema = namedObject("PayloadItem", {
  id,
  portfolio_id: id,
  position: count,
  content_type: text(100),
  filename,
  name: filename,
  image_key: text(500),
  slideshow_16x9: url,
  ...pictureVariants,
  /** The picture set (issue 33); empty until made. A video's is its poster's. */
  pictures: pictureSetSchema,
  is_cover: z.boolean(),
  /** The style's "before" picture (issue 37): shown only beside the after, never as the cover. */
  is_before: z.boolean(),
  show_in_gallery: z.boolean(),
  hidden_in_portfolio: z.boolean(),
  show_in_slideshow: z.boolean(),
  published: z.boolean(),
});
export type PayloadItem = z.infer<typeof payloadItemSchema>;

/** The service a style names, as its page prices and books it (issue 37). */
export const styleServiceSchema = serviceSchema.omit({ position: true });
export type StyleService = z.infer<typeof styleServiceSchema>;

export const styleSchema = namedObject("Portfolio", {
  id,
  type: z.literal("portfolio"),
  attributes: z.object({
    ...styleLook,
    /** Its own title (issue 37); null: none, pages then say its look ("Short, black"). */
    title: text(STYLE_TITLE_MAX).nullable(),
    /** The shop's service it is (issue 37); null: none. */
    service: styleServiceSchema.nullable(),
    // A video style's payload is its video and its poster: never more than a picture style's.
    images: list(url, MAX_STYLE_IMAGES),
    plan_name: list(text(CHOICE_MAX).meta({ enum: PLAN_NAMES }), PLAN_NAMES.length),
    promoted_until: timestamp.nullable(),
    is_approved: z.boolean(),
    /** When it plays on the shop's screens (issue 34); null: always. */
    schedule: styleScheduleSchema.nullable(),
    /** Who is in it (issue 35): no recognisable person, or a client; null: not recorded yet. */
    subject: z.enum(SUBJECTS).nullable(),
    /** Where the person in it lets it show (issue 35); it needs the admin's approval as well. */
    channels: z.object({ pages: z.boolean(), screens: z.boolean() }),
    /** A client's style: its consent given, waited for, or withdrawn; null for a style with no client in it. */
    consent: z.enum(CONSENT_STATES).nullable(),
    account: z.object({ account_id: id, company: nullableText }),
    payload: list(payloadItemSchema, MAX_STYLE_IMAGES),
    created_at: timestamp,
  }),
});
export type Style = z.infer<typeof styleSchema>;
