import { fromBase64Url, toBase64Url } from "./base64url";
import { secretsEqual } from "./constant-time";

/**
 * Password hashing: PBKDF2-SHA256 over an HMAC of the password keyed with a
 * server-side pepper, so a leaked database alone cannot be brute-forced.
 * 100,000 iterations is the most workerd allows in production.
 *
 * Stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64url): the
 * format names its own parameters, so a stronger scheme can be rolled out
 * by rehashing at login when `needsRehash` says so.
 */
const SCHEME = "pbkdf2-sha256";
export const PASSWORD_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, pepper, salt, PASSWORD_ITERATIONS);
  return [SCHEME, PASSWORD_ITERATIONS, toBase64Url(salt), toBase64Url(hash)].join("$");
}

export async function verifyPassword(
  password: string,
  stored: string,
  pepper: string,
): Promise<{ valid: boolean; needsRehash: boolean }> {
  const [scheme, iterationsText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationsText);
  if (scheme !== SCHEME || !Number.isInteger(iterations) || !saltText || !hashText) {
    return { valid: false, needsRehash: false };
  }
  const expected = fromBase64Url(hashText);
  const actual = await derive(password, pepper, fromBase64Url(saltText), iterations);
  const valid = await secretsEqual(expected, actual);
  return { valid, needsRehash: valid && iterations !== PASSWORD_ITERATIONS };
}

async function derive(password: string, pepper: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    encoder.encode(pepper),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const peppered = await crypto.subtle.sign("HMAC", hmacKey, encoder.encode(password));
  const baseKey = await crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    baseKey,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}
