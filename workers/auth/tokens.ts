import { toBase64Url } from "./base64url";

/** Opaque tokens: random (256 bits), sent once, stored only as SHA-256 hashes. */
const encoder = new TextEncoder();

export function randomToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The successor of a token, derived with a server secret. Every concurrent
 * renewal of the same refresh token computes the same successor, so parallel
 * requests agree on one new pair instead of racing (docs/decisions/0007).
 */
export async function deriveToken(secret: string, purpose: "access" | "refresh", from: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${purpose}:${from}`))));
}
