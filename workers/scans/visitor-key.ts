import { toBase64Url } from "../auth/base64url";

const encoder = new TextEncoder();

async function hmac(key: BufferSource, text: string) {
  const cryptoKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(text)));
}

/** Today's salt (UTC day), made from the server secret: yesterday's hashes cannot be matched with today's. */
let salt: { day: string; key: Uint8Array<ArrayBuffer> } | null = null;
async function dailySalt(secret: string, now: number) {
  const day = new Date(now).toISOString().slice(0, 10);
  if (salt?.day !== day) salt = { day, key: await hmac(encoder.encode(secret), `scan-salt:${day}`) };
  return salt.key;
}

/**
 * Who scanned, as far as counting needs to know (issue 24): a keyed hash of
 * the phone's IP address and user agent, and the code, with a daily salt.
 * It tells two scans of one phone apart from two phones for the 10 minutes
 * it is kept, and nothing more: the address is never stored, and without
 * the day's salt the hash leads back to nobody.
 */
export async function visitorKey(secret: string, request: Request, code: string, now: number): Promise<string> {
  const ip = request.headers.get("CF-Connecting-IP") ?? "";
  const userAgent = request.headers.get("User-Agent") ?? "";
  return toBase64Url(await hmac(await dailySalt(secret, now), `${ip}\n${userAgent}\n${code}`)).slice(0, 22);
}
