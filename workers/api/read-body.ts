import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";

const MAX_JSON_BYTES = 64 * 1024;

/**
 * Reads and validates a JSON body. Every failure is a 4xx naming what is wrong:
 * wrong content type (415), too large (413), malformed (400), invalid field (422
 * with `input_name`), so no handler ever sees unchecked input.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new ApiError(415, "Content-Type must be application/json");
  }
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BYTES) {
    throw new ApiError(413, "Request body is too large");
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON body");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ApiError(422, "Request body must be a JSON object");
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path[0];
    const inputName = typeof field === "string" ? field : undefined;
    throw new ApiError(422, issue?.message ?? "Invalid request body", inputName);
  }
  return result.data;
}
