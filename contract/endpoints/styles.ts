import { z } from "zod";
import { BEFORE_FIELDS } from "../before-picture";
import { SUBJECTS } from "../consent";
import { ID_MAX, integer, list, text, url } from "../schema-parts";
import { WEEKDAYS } from "../shop-clock";
import {
  COLORS,
  GENDERS,
  MAX_LISTED_STYLES,
  PLAN_NAMES,
  type PlanName,
  STYLE_TITLE_MAX,
  STYLES,
  styleSchema,
} from "../style";
import { SCHEDULE_FIELDS } from "../style-schedule-fields";
import { MAX_STYLE_IMAGES } from "../uploads";
import { endpoint, FILE, FILES, multipartBody, TEXT } from "./define";

/** Styles (spec §7 portfolios): the signed-in account's own, and an account's approved ones. */

/** One of a fixed list of values, as a multipart text field. */
const oneOf = (values: readonly string[]) => ({ type: "string" as const, enum: [...values] });
/** A checkbox as a form sends it ("on") or a script does (style.ts `flag`). */
const FLAG = oneOf(["on", "true", "false", "1", "0"]);
/** Payload item ids: a style has at most MAX_STYLE_IMAGES items, so more ids mean nothing. */
const itemIds = (description: string) => ({
  type: "array" as const,
  items: TEXT(ID_MAX),
  maxItems: MAX_STYLE_IMAGES,
  description,
});

/** A date or time of the schedule: blank is a part not given. */
const scheduleText = (format: "date" | "time", description: string) => ({
  type: "string" as const,
  maxLength: format === "date" ? 10 : 5,
  description: `${description} (${format === "date" ? "YYYY-MM-DD" : "HH:MM"}, on the shop's clock); blank: not given`,
});

/**
 * The style's schedule (issue 34) as flat fields, read by contract/style-schedule-fields.ts; all blank: always.
 * PUT without any of them keeps the style's schedule, so a script that knows nothing of schedules loses none.
 */
const scheduleFields = {
  [SCHEDULE_FIELDS.from]: scheduleText("date", "The first date the style plays"),
  [SCHEDULE_FIELDS.until]: scheduleText("date", "The last date it plays, on or after the first"),
  [SCHEDULE_FIELDS.days]: {
    type: "array" as const,
    items: oneOf(WEEKDAYS),
    maxItems: WEEKDAYS.length,
    description: "The weekdays it plays on, one field each; none: every day",
  },
  [SCHEDULE_FIELDS.windowFrom]: scheduleText("time", "The time of day it starts to play; give both times or neither"),
  [SCHEDULE_FIELDS.windowTo]: scheduleText(
    "time",
    "The time it stops (not played at that minute); before the start, the window runs overnight into the next day",
  ),
};

/** The add/edit form: the fields of `styleFieldsSchema` (checked by the handler), the schedule, plus files. */
const styleBody = multipartBody({
  gender: oneOf(GENDERS),
  color: oneOf(COLORS),
  style: oneOf(STYLES),
  tags: { ...TEXT(400), description: "Words, with or without #, separated by spaces or commas (15 at most)" },
  show_in_gallery: FLAG,
  hidden_in_portfolio: FLAG,
  show_in_slideshow: FLAG,
  plan_name: oneOf(PLAN_NAMES),
  subject: {
    ...oneOf(SUBJECTS),
    description:
      "Who is in it (issue 35): `none` (no recognisable person) or `client` (shows only where the client's consent lets it); left out, a new style's is not recorded and an edited one keeps its own",
  },
  title: {
    ...TEXT(STYLE_TITLE_MAX),
    description: "Issue 37: the style's own title; blank: none (pages name its look)",
  },
  service_id: {
    ...TEXT(ID_MAX),
    description:
      "Issue 37: one of the account's services, which the style's page prices and books; blank: none; another account's is a 422 on this field",
  },
  ...scheduleFields,
  images: { ...FILES(MAX_STYLE_IMAGES), description: `Pictures; a style keeps ${MAX_STYLE_IMAGES} at most` },
  video: { ...FILE, description: "mp4 from the browser's conversion; needs `poster`" },
  poster: FILE,
  image_covers: {
    ...FILES(MAX_STYLE_IMAGES),
    description:
      "The browser's 4:5 cover of a picture in `images`, under the same file name: its picture set is made from it (issue 33), else from the picture",
  },
  [BEFORE_FIELDS.image]: {
    ...FILE,
    description:
      "The style's optional before picture (issue 37): never the cover nor one of its pictures; a picture style only (a video style's is a 422); on PUT it replaces the saved one, which `image_to_delete` removes",
  },
  [BEFORE_FIELDS.cover]: {
    ...FILE,
    description: "The browser's 4:5 cover of `before_image`, as `image_covers` is of a picture",
  },
  image_to_delete: itemIds("PUT: payload item ids to remove"),
  item_order: itemIds("PUT: the kept payload item ids in their new order"),
  cover_item_id: { ...TEXT(ID_MAX), description: "PUT: the saved picture to show as the cover" },
});

const ownStyles = {
  summary: "The signed-in account's styles, approved or not, newest first",
  caller: "person",
  data: list(styleSchema, MAX_LISTED_STYLES),
} as const;

export const listOwnStyles = endpoint({ method: "get", path: "/users/portfolios", ...ownStyles });
/** Spec §7 names both paths for the same list. */
export const listMyStyles = endpoint({ method: "get", path: "/users/my_portfolios", ...ownStyles });

/** The wait this many recent approvals of the past APPROVAL_WAIT_DAYS days tell (issue 35 point 6). */
export const APPROVAL_WAIT_SAMPLE = 200;
export const APPROVAL_WAIT_DAYS = 90;

export const getApprovalWait = endpoint({
  method: "get",
  path: "/users/approval_wait",
  summary: `How long the admin's approval of a style usually takes: the median wait of the last ${APPROVAL_WAIT_SAMPLE} approvals of the past ${APPROVAL_WAIT_DAYS} days, in hours (null before any)`,
  caller: "person",
  data: z.object({
    // A century: no wait is longer than the records it is read from.
    median_hours: z.number().nonnegative().max(876_000).nullable(),
    approvals: integer(0, APPROVAL_WAIT_SAMPLE),
  }),
});

export const getStyle = endpoint({
  method: "get",
  path: "/users/portfolios/{id}",
  summary: "One style: the owner's, or anyone's approved one that its consent lets show on the pages",
  caller: "person",
  data: styleSchema,
  errors: [404],
});

export const listPublicStyles = endpoint({
  method: "get",
  path: "/users/{account_id}/portfolios",
  summary: "An account's approved styles (public)",
  caller: "none",
  data: list(styleSchema, MAX_LISTED_STYLES),
});

/** Adding and editing send the same form and answer the style. */
const styleForm = { caller: "person", request: { body: styleBody }, data: styleSchema } as const;

export const createStyle = endpoint({
  method: "post",
  path: "/users/portfolios",
  summary: "Add a style (unapproved until an admin allows it)",
  ...styleForm,
  status: 201,
});

export const updateStyle = endpoint({
  method: "put",
  path: "/users/portfolios/{id}",
  summary: "Edit a style: fields, flags, added and removed media; unapproved again",
  ...styleForm,
  errors: [404],
});

export const deleteStyle = endpoint({
  method: "delete",
  path: "/users/portfolios/{id}",
  summary: "Delete a style and its media",
  caller: "person",
  data: z.null(),
  errors: [404],
});

export const promoteStyle = endpoint({
  method: "post",
  path: "/users/portfolios/{id}/promotion",
  summary: "Promote a style with a plan (test systems only until payments open)",
  caller: "person",
  json: z.object({ plan_name: z.enum(PLAN_NAMES as [PlanName, ...PlanName[]], { error: "Choose a promotion plan" }) }),
  data: z.object({ plan_name: z.enum(PLAN_NAMES as [PlanName, ...PlanName[]]), promoted_until: text(32) }),
  errors: [404, 503],
});

const variantsSchema = z.object({ slideshow_16x9: url, thumb: url, cover: url });

export const regenerateVariants = endpoint({
  method: "post",
  path: "/users/delete_and_upload_variant/{id}",
  summary:
    "Make a payload image's slide, thumb and cover again from its original (its owner or an admin; a few times a day)",
  caller: "person",
  data: variantsSchema,
  errors: [404, 422, 429],
});

export const replaceStyleImage = endpoint({
  method: "put",
  path: "/store_images/disk/{id}",
  summary: "Replace a payload image with a new file (the owner's); its variants are made again",
  caller: "person",
  request: { body: multipartBody({ file: FILE }, ["file"]) },
  data: variantsSchema,
  errors: [404],
});
