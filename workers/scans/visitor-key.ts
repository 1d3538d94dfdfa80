import { toBase64Url } from "../auth/base64url";

const encoder = new TextEncoder();

const hmacKey = (bytes: BufferSource) =>
  crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);

async function hmac(key: CryptoKey, text: string) {
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
}

/** Today's salt (UTC day), made from the server secret: yesterday's hashes cannot be matched with today's. */
let salt: { day: string; secret: string; key: CryptoKey } | null = null;
async function dailySalt(secret: string, now: number) {
  const day = new Date(now).toISOString().slice(0, 10);
  if (salt?.day !== day || salt.secret !== secret) {
    const bytes = await hmac(await hmacKey(encoder.encode(secret)), `scan-salt:${day}`);
    salt = { day, secret, key: await hmacKey(bytes) };
  }
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
