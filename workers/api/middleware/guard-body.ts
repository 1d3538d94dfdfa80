import { MESSAGES } from "@contract/messages";
import { fileRejectedMessage, MAX_UPLOAD_BYTES } from "@contract/uploads";
import { createMiddleware } from "hono/factory";
import { ApiError } from "../errors";

const MAX_JSON_BYTES = 64 * 1024;
/** Room for the multipart boundaries and field headers around one file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Refuses bodies the API never parses (415) and bodies over their limit (413)
 * before any handler runs: JSON up to 64 KiB, uploads up to the 20 MB of
 * spec §5. A declared length decides at once; a body without one (chunked) is
 * read here up to its limit, and past it only drained.
 */
export const guardBody = createMiddleware(async (c, next) => {
  const request = c.req.raw;
  if (request.body === null || request.method === "GET" || request.method === "HEAD") return next();
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const multipart = type === "multipart/form-data";
  if (type && type !== "application/json" && !multipart) {
    throw new ApiError(415, `Unsupported Content-Type "${type}": ${MESSAGES.unsupportedContentType}`);
  }
  const maxBytes = multipart ? MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES : MAX_JSON_BYTES;
  const tooLarge = (bytes: number) => new ApiError(413, multipart ? fileRejectedMessage(bytes) : MESSAGES.bodyTooLarge);
  const declared = request.headers.has("transfer-encoding") ? null : request.headers.get("content-length");
  if (declared !== null) {
    if (Number(declared) > maxBytes) throw tooLarge(Number(declared));
    return next();
  }
  const body = await readUpTo(request.body, maxBytes);
  if (body.overflow) throw tooLarge(body.size);
  c.req.raw = new Request(request, { body: body.bytes });
  return next();
});

/** The body's bytes up to `maxBytes`; past that it is read to its end and dropped, and `overflow` says so. */
async function readUpTo(stream: ReadableStream<Uint8Array>, maxBytes: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size <= maxBytes) chunks.push(read.value);
  }
  if (size > maxBytes) return { overflow: true, size } as const;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { overflow: false, size, bytes } as const;
}

/**
 * Whatever an answer left unread of its request's body is read (and dropped)
 * before the answer goes: an early refusal (401, 413, 415, 429) must not leave
 * the connection with a half-read body, which makes local workerd's proxy fail
 * that answer or the next request on the connection ("500 Network connection
 * lost", toolchain.md). In production the platform's cap on request bodies
 * bounds what this reads.
 */
export const drainBody = createMiddleware(async (c, next) => {
  const request = c.req.raw;
  await next();
  if (request.body && !request.bodyUsed) await request.body.pipeTo(new WritableStream()).catch(() => {});
});
