const encoder = new TextEncoder();

/** workerd's non-standard `crypto.subtle.timingSafeEqual`; the DOM typings the project also loads do not name it. */
const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };

/**
 * The one secret comparison: both sides are hashed first, so the compared
 * buffers always have the same length and neither their length nor their
 * content leaks through timing; then workerd's `timingSafeEqual` compares.
 */
export async function secretsEqual(a: string | Uint8Array, b: string | Uint8Array): Promise<boolean> {
  const [left, right] = await Promise.all([digest(a), digest(b)]);
  return subtle.timingSafeEqual(left, right);
}

const digest = (value: string | Uint8Array) =>
  crypto.subtle.digest("SHA-256", typeof value === "string" ? encoder.encode(value) : new Uint8Array(value));
