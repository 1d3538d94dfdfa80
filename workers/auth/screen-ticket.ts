import { fromBase64Url, toBase64Url } from "./base64url";

/**
 * A screen ticket (issue 23): what a TV's slideshow shows `/cable` to be
 * counted as the screen it is. It names the TV's screen session and is
 * signed with the server secret, so it cannot be made up for another
 * session; the cable's router still checks that the session is alive and
 * belongs to the account. It grants nothing else: no API call takes it.
 */
const encoder = new TextEncoder();
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

async function sign(secret: string, sessionId: string) {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  return { key, data: encoder.encode(`screen-ticket:${sessionId}`) };
}

export async function issueScreenTicket(secret: string, sessionId: string): Promise<string> {
  const { key, data } = await sign(secret, sessionId);
  return `${sessionId}.${toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, data)))}`;
}

/** The session a ticket names, or null for anything that is not a ticket this server signed. */
export async function readScreenTicket(secret: string, ticket: string | null | undefined): Promise<string | null> {
  if (!ticket || ticket.length > 200) return null;
  const [sessionId, signature, extra] = ticket.split(".");
  if (!sessionId || !signature || extra !== undefined || !SESSION_ID.test(sessionId)) return null;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64Url(signature);
  } catch {
    return null;
  }
  const { key, data } = await sign(secret, sessionId);
  return (await crypto.subtle.verify("HMAC", key, bytes, data)) ? sessionId : null;
}
