import type { IssuedTokens } from "../auth/sessions";

/** The session tokens a sign-in answers with, in headers (spec §7; documented as TOKEN_HEADERS in the contract). */
export function setTokenHeaders(header: (name: string, value: string) => void, tokens: IssuedTokens) {
  header("access-token", tokens.accessToken);
  header("refresh-token", tokens.refreshToken);
  header("expire-at", tokens.expireAt);
}
