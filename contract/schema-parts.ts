import { z } from "zod";

/**
 * Field rules that several /v1 answer shapes share. Each is defined once so a
 * schema reads as the list of its facts, and a rule that changes (a URL that
 * may be missing, say) changes for every shape that carries it.
 */

/** Text a row may lack: the API answers null, never leaves the field out. */
export const nullableText = z.string().nullable();

/**
 * The two webp variants made from every picture (uploads.ts COVER_SIZE and
 * THUMB_SIZE; a video's are its poster's), as URLs; null where there is none.
 */
export const pictureVariants = { thumb: nullableText, cover: nullableText };
