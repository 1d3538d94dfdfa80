import { z } from "zod";
import { screenNameField } from "./endpoints/screens";
import { text, timestamp } from "./schema-parts";

/**
 * TV pairing by QR (issue 12, decisions.md "/tv and the hidden socketId").
 *
 * /tv makes a pairing secret S and keeps it in an HttpOnly cookie; its public
 * socket id is base64url(SHA-256(S)), shown in the QR code and used as the
 * LoginChannel stream. A phone that is logged in confirms; the TV receives a
 * one-time code on that stream and exchanges it, with S, for a session. The
 * API redeems a code only against S (never against the public socket id), so
 * a code that another device sees is useless without the TV's cookie.
 */
export const TV_PAIRING_COOKIE = "sc_tv_pairing";
/** How long a /tv page can wait for its phone before it must be reloaded. */
export const TV_PAIRING_MAX_AGE_SECONDS = 10 * 60;
/** A one-time login code is good for this long after the phone confirms. */
export const TV_LOGIN_CODE_TTL_MS = 5 * 60 * 1000;
/** A /tv page's short code (typed on a phone at /link) lives as long as its pairing. */
export const TV_LINK_CODE_TTL_MS = TV_PAIRING_MAX_AGE_SECONDS * 1000;
/**
 * A TV's screen session (ADR 19) lives a year from its last renewal, and so
 * does the app's cookie that holds it: a TV in a shop is never asked to log in
 * again while it is used.
 */
export const SCREEN_SESSION_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The short code's letters and digits: none that reads like another (0/O,
 * 1/I/L, 5/S, 2/Z, 8/B), so it can be read aloud across a shop and typed on a
 * phone. 25 signs, six of them: about 244 million codes.
 */
export const TV_LINK_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const TV_LINK_CODE_LENGTH = 6;
const LINK_CODE = new RegExp(`^[${TV_LINK_CODE_ALPHABET}]{${TV_LINK_CODE_LENGTH}}$`);

/** 32 random bytes, base64url: 43 characters, as are the SHA-256 socket id and a login code. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_LENGTH = 43;

export const TV_PAIRING_MESSAGES = {
  /** Under the heading "Scan with your phone": what comes after the scan, not the heading again. */
  scanHint: "Then name this TV on your phone and confirm",
  /** /tv?adopt=1, opened from the owner's own slideshow (issue 23): this browser becomes one of the shop's screens. */
  adoptHint:
    "To use this browser as one of your shop's screens, log it in as a TV: type your password here, or use the QR code or the code.",
  socketIdInvalid: "This TV code is not valid. Scan the code on the TV again.",
  notWaiting: "This TV is no longer waiting. Open /tv on the TV and scan its new code.",
  codeSent: "The TV is logging in…",
  codeInvalid: "This login code is not valid. Scan the code on the TV again.",
  codeExpired: "This login code has expired. Scan the code on the TV again.",
  codeUsed: "This login code was already used. Scan the code on the TV again.",
  pairingExpired: "This TV page waited too long. Reload it and scan the new code.",
  signedIn: "This TV is logged in",
  linkHint: "On your phone, where you are logged in to Stylecast, open",
  linkCodeRequired: "TV code: enter the 6 characters shown on the TV.",
  linkCodeFormat: "TV code: enter the 6 letters and digits shown on the TV (no 0, 1, 2, 5 or 8).",
  linkCodeUnknown: "TV code: no TV shows this code. Check the code on the TV and try again.",
  linkCodeExpired: "TV code: this code has expired. Reload /tv on the TV for a new one.",
  linkCodeUsed: "TV code: this code was already used. Reload /tv on the TV for a new one.",
  /** A TV's screen session reaches only what a screen needs (ADR 31): every other endpoint refuses it with this. */
  screenSessionOnly: "This is a TV's screen session: log in as a person to do this.",
  signInTooLongAgo: "Log in with your password on the TV to start its slideshow.",
  /** The login page, for a phone sent there by a TV's QR code or /link (issue 34). */
  logInToConnect: "Log in to connect your TV",
  /** The phone's confirm page: whose slideshow the TV will play (the account's company, else its person's name). */
  willShow: (owner: string | null) =>
    owner ? `This TV will show ${owner}'s slideshow.` : "This TV will show your slideshow.",
  screenNameLabel: "Name this TV",
  screenNameHint: "As it appears on My screens, e.g. where it hangs. You can change it there later.",
  /** The phone's answer once it confirmed: where the new screen shows first. */
  seeOnMyScreens: "See it on My screens",
} as const;

export const tvSocketIdField = z
  .string({ error: TV_PAIRING_MESSAGES.socketIdInvalid })
  .regex(TOKEN, TV_PAIRING_MESSAGES.socketIdInvalid)
  .max(TOKEN_LENGTH, TV_PAIRING_MESSAGES.socketIdInvalid);

/** The name the phone gives the TV as it confirms (issue 34): the new screen's name; none leaves it unnamed. */
const screenName = { screen_name: screenNameField.optional() };

export const sendSocketLoginSchema = z.object({
  socket_id: tvSocketIdField,
  /** Spec §7 names it; the lobby finds the waiting connection by socket id, so it is accepted and not needed. */
  connection_id: z.string().max(100).optional(),
  ...screenName,
});

export const tvSignInSchema = z.object({
  pairing_secret: z
    .string({ error: TV_PAIRING_MESSAGES.pairingExpired })
    .regex(TOKEN, TV_PAIRING_MESSAGES.pairingExpired)
    .max(TOKEN_LENGTH, TV_PAIRING_MESSAGES.pairingExpired),
  code: z
    .string({ error: TV_PAIRING_MESSAGES.codeInvalid })
    .regex(TOKEN, TV_PAIRING_MESSAGES.codeInvalid)
    .max(TOKEN_LENGTH, TV_PAIRING_MESSAGES.codeInvalid),
});

/** The short code as a person types it: any case, with spaces or dashes (as the TV shows it, "ACD EFG"). */
export const normalizeLinkCode = (value: string) => value.replace(/[\s-]+/g, "").toUpperCase();

/** The short code in its stored form (the API takes only this; pages normalize what was typed first). */
export const tvLinkCodeField = z
  .string({ error: TV_PAIRING_MESSAGES.linkCodeRequired })
  .min(1, TV_PAIRING_MESSAGES.linkCodeRequired)
  .regex(LINK_CODE, TV_PAIRING_MESSAGES.linkCodeFormat)
  .max(TV_LINK_CODE_LENGTH, TV_PAIRING_MESSAGES.linkCodeFormat);

/** The /link form's field: what a person typed, normalized, then held to the stored form. */
export const linkCodeInputField = z
  .string({ error: TV_PAIRING_MESSAGES.linkCodeRequired })
  .max(40, TV_PAIRING_MESSAGES.linkCodeFormat)
  .transform(normalizeLinkCode)
  .pipe(tvLinkCodeField);

export const linkCodeSchema = z.object({ code: linkCodeInputField });

/** The phone's confirm forms (/link and /tv/pair): what names the TV, and the name it gets (empty: none). */
const confirmName = { name: screenNameField.optional() };
export const confirmLinkCodeSchema = linkCodeSchema.extend(confirmName);
export const confirmSocketSchema = z.object({ socket_id: tvSocketIdField, ...confirmName });

/** The code a /tv page shows, made for its pairing secret. */
export const createLinkCodeSchema = z.object({
  pairing_secret: z
    .string({ error: TV_PAIRING_MESSAGES.pairingExpired })
    .regex(TOKEN, TV_PAIRING_MESSAGES.pairingExpired)
    .max(TOKEN_LENGTH, TV_PAIRING_MESSAGES.pairingExpired),
});
const linkCode = text(TV_LINK_CODE_LENGTH);
export const linkCodeAnswerSchema = z.object({
  code: linkCode,
  /** When the code stops working (ISO 8601). */
  expires_at: timestamp,
});

export const sendLinkCodeLoginSchema = z.object({ code: tvLinkCodeField, ...screenName });

/** "ACD EFG": the code in two halves, for reading aloud. */
export const spacedLinkCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/** The TV that waits on a socket id, as the phone shows it before confirming. */
// Parsed from the first 512 characters of a User-Agent (workers/cable/user-agent.ts).
const userAgentPart = text(512).nullable();
export const waitingTvSchema = z.object({
  socket_id: text(TOKEN_LENGTH),
  browser_name: userAgentPart,
  browser_version: userAgentPart,
  os_name: userAgentPart,
  os_version: userAgentPart,
  /** When the TV started waiting (ISO 8601). */
  since: timestamp,
});
export type WaitingTv = z.infer<typeof waitingTvSchema>;

/** The TV a short code names: as above, but the phone learns no socket id from a code. */
export const linkedTvSchema = waitingTvSchema.omit({ socket_id: true }).extend({ code: linkCode });
export type LinkedTv = z.infer<typeof linkedTvSchema>;

/** What the lobby pushes to `login:{socket_id}` once a phone confirmed. */
export type TvLoginPush = { type: "login"; code: string };

export function isTvLoginPush(value: unknown): value is TvLoginPush {
  if (typeof value !== "object" || value === null) return false;
  const { type, code } = value as Record<string, unknown>;
  return type === "login" && typeof code === "string" && TOKEN.test(code);
}

const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** A new short code: six signs of the alphabet, drawn without bias. */
export function newLinkCode(): string {
  const signs: string[] = [];
  const size = TV_LINK_CODE_ALPHABET.length;
  // Bytes at or above the largest multiple of the alphabet's size are drawn again, so every sign is equally likely.
  const limit = 256 - (256 % size);
  while (signs.length < TV_LINK_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && signs.length < TV_LINK_CODE_LENGTH) signs.push(TV_LINK_CODE_ALPHABET[byte % size] ?? "");
    }
  }
  return signs.join("");
}

/** A new pairing secret S (32 random bytes). */
export function newPairingSecret(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export const isPairingSecret = (value: string | null | undefined): value is string =>
  typeof value === "string" && TOKEN.test(value);

/** The public socket id of a pairing secret: base64url(SHA-256(S)), 43 characters. */
export async function tvSocketId(secret: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(secret))));
}

/** S from a Cookie header, or null. */
export function readPairingSecret(cookieHeader: string | null): string | null {
  const match = new RegExp(`(?:^|;\\s*)${TV_PAIRING_COOKIE}=([^;]*)`).exec(cookieHeader ?? "");
  const value = match?.[1]?.trim();
  return isPairingSecret(value) ? value : null;
}

/** The Set-Cookie header that keeps S (or, with null, clears it). */
export function pairingCookie(secret: string | null): string {
  const flags = "Path=/; HttpOnly; Secure; SameSite=Lax";
  return secret
    ? `${TV_PAIRING_COOKIE}=${secret}; Max-Age=${TV_PAIRING_MAX_AGE_SECONDS}; ${flags}`
    : `${TV_PAIRING_COOKIE}=; Max-Age=0; ${flags}`;
}
