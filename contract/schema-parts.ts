import { z } from "zod";

/**
 * What the /v1 answer schemas are built from. A field rule several of them
 * share is defined once, so a schema reads as the list of its facts and a rule
 * that changes (a URL that may be missing, say) changes for all of them.
 *
 * Every string, array and integer of the API is bounded (issue 26: the OWASP
 * ruleset lints the document): the bounds below are those the API keeps when
 * it takes input, so an answer never holds more; the contract check
 * (workers/api/contract-check.ts) holds every answer to them outside production.
 */

/** The longest id the API makes or takes (random-id.ts makes 10 characters; the demo seed's are longer). */
export const ID_MAX = 64;
/** The longest URL the API answers with (media URLs and links people typed are far shorter). */
const URL_MAX = 2048;
/** An e-mail address (RFC 5321's 254; auth-schemas.ts `emailField`). */
export const EMAIL_MAX = 254;
/** The longest free text people type: About, a question to support (support-schemas.ts). */
export const LONG_TEXT_MAX = 2000;

/** Text of at most `max` characters. */
export const text = (max: number) => z.string().max(max);

/** An id the API made. */
export const id = text(ID_MAX);

/** A point in time as the API writes it (ISO 8601, `2026-11-26T12:00:00.000Z`; SQLite's `2026-11-26 12:00:00`). */
export const timestamp = text(32);

/** A link to media or a page; null where there is none. */
export const url = text(URL_MAX);

/** An e-mail address as the API stored it. */
export const email = text(EMAIL_MAX);

/** Text a row may lack: the API answers null, never leaves the field out. At most LONG_TEXT_MAX characters. */
export const nullableText = text(LONG_TEXT_MAX).nullable();

/** The largest int32: a count or a total the API keeps in a 32-bit range. */
const INT32_MAX = 2_147_483_647;

/**
 * A whole number from `min` to `max`, with its `format` (int32 when it fits,
 * else int64) for the document.
 */
export const integer = (min: number, max: number) =>
  z
    .number()
    .int()
    .min(min)
    .max(max)
    .meta({ format: min >= -INT32_MAX - 1 && max <= INT32_MAX ? "int32" : "int64" });

/** How many of something (rows, plays, files): never negative. */
export const count = integer(0, INT32_MAX);

/** A duration in seconds (a runtime): never negative; a 64-bit total, since runtimes only grow. */
export const seconds = integer(0, Number.MAX_SAFE_INTEGER);

/** A list of at most `max` items. */
export const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);

/** The tags of a style or an account (style.ts `tagsField`: 15 at most, 31 characters each with the #). */
export const tags = list(text(31), 15);

/**
 * The two webp variants made from every picture (uploads.ts COVER_SIZE and
 * THUMB_SIZE; a video's are its poster's), as URLs; null where there is none.
 */
export const pictureVariants = { thumb: url.nullable(), cover: url.nullable() };

/**
 * An object schema listed under its own name in the OpenAPI document
 * (`components.schemas`, by zod's `.meta({ id })`), so every route that answers
 * with it refers to it; the name is written first, where the schema begins.
 */
export const namedObject = <Shape extends z.core.$ZodShape>(id: string, shape: Shape) => z.object(shape).meta({ id });
