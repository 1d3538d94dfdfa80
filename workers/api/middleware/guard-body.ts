import { MESSAGES } from "@contract/messages";
import { fileRejectedMessage, MAX_UPLOAD_BYTES } from "@contract/uploads";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { ApiError } from "../errors";

const MAX_JSON_BYTES = 64 * 1024;
/** Room for the multipart boundaries and field headers around one file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Refuses bodies the API never parses (415) and stops reading a body at its
 * limit (413) before any handler runs: JSON up to 64 KiB, uploads up to the
 * 20 MB of spec §5.
 */
export const guardBody = createMiddleware(async (c, next) => {
  if (c.req.raw.body === null || c.req.method === "GET" || c.req.method === "HEAD") return next();
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const multipart = type === "multipart/form-data";
  if (type && type !== "application/json" && !multipart) {
    throw new ApiError(415, `Unsupported Content-Type "${type}": ${MESSAGES.unsupportedContentType}`);
  }
  return bodyLimit({
    maxSize: multipart ? MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES : MAX_JSON_BYTES,
    onError: () => {
      const declared = Number(c.req.header("content-length") ?? 0);
      throw new ApiError(413, multipart ? fileRejectedMessage(declared) : MESSAGES.bodyTooLarge);
    },
  })(c, next);
});
