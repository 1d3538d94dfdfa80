import { isGone } from "@contract/consent";
import type { Style } from "@contract/style";
import { fromBase64Url, toBase64Url } from "../auth/base64url";

/**
 * A signed grant to a file of a style that is gone from every channel (issue 35
 * point 4: withdrawn or taken down): `/media/{key}?grant={expiry}.{signature}`.
 * The API adds it to the URLs it answers the style's owner and the admin with;
 * serve-media.ts refuses a gone style's file without one, so nobody else, and no
 * cache, sees it again. A grant ends at the top of the hour after next (in one
 * to two hours), so its URL stays the same, and the browser's cache useful,
 * within the hour.
 */
const encoder = new TextEncoder();
const HOUR_MS = 3_600_000;

async function signer(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}
const message = (key: string, expiry: number) => encoder.encode(`media-grant:${expiry}:${key}`);

/** Whether `grant` is this server's, for this key, and not yet over. */
export async function hasGrant(secret: string, key: string, grant: string | null, now = Date.now()) {
  if (!grant || grant.length > 100) return false;
  const [expiryText, signature, extra] = grant.split(".");
  const expiry = Number(expiryText);
  if (!signature || extra !== undefined || !Number.isSafeInteger(expiry) || expiry <= now) return false;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64Url(signature);
  } catch {
    return false;
  }
  return crypto.subtle.verify("HMAC", await signer(secret), bytes, message(key, expiry));
}

/** The styles as they are, with every file URL of a gone one granted to whoever is answered (owner or admin). */
export async function grantGoneStyles(secret: string, styles: Style[], now = Date.now()): Promise<Style[]> {
  if (!styles.some((style) => isGone(style.attributes.consent))) return styles;
  const key = await signer(secret);
  const expiry = (Math.floor(now / HOUR_MS) + 2) * HOUR_MS;
  const granted = async (url: string) => {
    const signature = await crypto.subtle.sign("HMAC", key, message(url.slice("/media/".length), expiry));
    return `${url}?grant=${expiry}.${toBase64Url(new Uint8Array(signature))}`;
  };
  return Promise.all(
    styles.map(async (style) => {
      if (!isGone(style.attributes.consent)) return style;
      const urls = new Map<string, string>();
      const json = JSON.stringify(style);
      for (const [url] of json.matchAll(/"\/media\/[^"?]+/g)) urls.set(url.slice(1), "");
      for (const url of urls.keys()) urls.set(url, await granted(url));
      return JSON.parse(json, (_name, value) =>
        typeof value === "string" && urls.has(value) ? urls.get(value) : value,
      ) as Style;
    }),
  );
}

export const grantGoneStyle = async (secret: string, style: Style, now = Date.now()) =>
  (await grantGoneStyles(secret, [style], now))[0] ?? style;
