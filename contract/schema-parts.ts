import { z } from "zod";

/**
 * What the /v1 answer schemas are built from. A field rule several of them
 * share is defined once, so a schema reads as the list of its facts and a rule
 * that changes (a URL that may be missing, say) changes for all of them.
 */

/** Text a row may lack: the API answers null, never leaves the field out. */
export const nullableText = z.string().nullable();

/**
 * The two webp variants made from every picture (uploads.ts COVER_SIZE and
 * THUMB_SIZE; a video's are its poster's), as URLs; null where there is none.
 */
export const pictureVariants = { thumb: nullableText, cover: nullableText };

/**
 * An object schema listed under its own name in the OpenAPI document
 * (`components.schemas`, by zod's `.meta({ id })`), so every route that answers
 * with it refers to it; the name is written first, where the schema begins.
 */
export const namedObject = <Shape extends z.core.$ZodShape>(id: string, shape: Shape) => z.object(shape).meta({ id });
