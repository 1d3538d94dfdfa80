import { fromBase64Url, toBase64Url } from "./base64url";

/**
 * The code of a one-click unsubscribe link (RFC 8058; issue 36 point 6): it
 * names the user and the mail they leave, signed with the server secret, so
 * it works without a login, cannot be made up, and cannot turn off anyone
 * else's mail or another of theirs. It does not expire: a mail stays in a
 * mailbox for years, and its link must still work (it only ever turns a mail
 * off). Nothing is stored for it.
 */
const encoder = new TextEncoder();
const USER_ID = /^[A-Za-z0-9_-]{6,64}$/;

async function signing(secret: string, userId: string, subscription: string) {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  return { key, data: encoder.encode(`unsubscribe:${subscription}:${userId}`) };
}

export async function issueUnsubscribeCode(secret: string, userId: string, subscription: string) {
  const { key, data } = await signing(secret, userId, subscription);
  return `${userId}.${toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, data)))}`;
}

/** The user a code names for `subscription`, or null for anything this server did not sign for it. */
export async function readUnsubscribeCode(secret: string, code: string, subscription: string) {
  if (code.length > 200) return null;
  const [userId, signature, extra] = code.split(".");
  if (!userId || !signature || extra !== undefined || !USER_ID.test(userId)) return null;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64Url(signature);
  } catch {
    return null;
  }
  const { key, data } = await signing(secret, userId, subscription);
  return (await crypto.subtle.verify("HMAC", key, bytes, data)) ? userId : null;
}
