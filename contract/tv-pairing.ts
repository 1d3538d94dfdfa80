import { z } from "zod";

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

/** 32 random bytes, base64url: 43 characters, as are the SHA-256 socket id and a login code. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const TV_PAIRING_MESSAGES = {
  scanHint: "Scan with your phone, where you are logged in to Stylecast",
  socketIdInvalid: "This TV code is not valid. Scan the code on the TV again.",
  notWaiting: "This TV is no longer waiting. Open /tv on the TV and scan its new code.",
  codeSent: "The TV is logging in…",
  codeInvalid: "This login code is not valid. Scan the code on the TV again.",
  codeExpired: "This login code has expired. Scan the code on the TV again.",
  codeUsed: "This login code was already used. Scan the code on the TV again.",
  pairingExpired: "This TV page waited too long. Reload it and scan the new code.",
  signedIn: "This TV is logged in",
} as const;

export const tvSocketIdField = z
  .string({ error: TV_PAIRING_MESSAGES.socketIdInvalid })
  .regex(TOKEN, TV_PAIRING_MESSAGES.socketIdInvalid);

export const sendSocketLoginSchema = z.object({
  socket_id: tvSocketIdField,
  /** Spec §7 names it; the lobby finds the waiting connection by socket id, so it is accepted and not needed. */
  connection_id: z.string().max(100).optional(),
});

export const tvSignInSchema = z.object({
  pairing_secret: z
    .string({ error: TV_PAIRING_MESSAGES.pairingExpired })
    .regex(TOKEN, TV_PAIRING_MESSAGES.pairingExpired),
  code: z.string({ error: TV_PAIRING_MESSAGES.codeInvalid }).regex(TOKEN, TV_PAIRING_MESSAGES.codeInvalid),
});

/** The TV that waits on a socket id, as the phone shows it before confirming. */
export const waitingTvSchema = z.object({
  socket_id: z.string(),
  browser_name: z.string().nullable(),
  browser_version: z.string().nullable(),
  os_name: z.string().nullable(),
  os_version: z.string().nullable(),
  /** When the TV started waiting (ISO 8601). */
  since: z.string(),
});
export type WaitingTv = z.infer<typeof waitingTvSchema>;

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
