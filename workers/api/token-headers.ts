import type { IssuedTokens } from "../auth/sessions";

/** The session tokens a sign-in answers with, in headers (spec §7): sign_in and tv_sign_in alike. */
export const TOKEN_HEADERS = {
  "access-token": { description: "A new access token", schema: { type: "string" as const } },
  "refresh-token": { description: "A new refresh token", schema: { type: "string" as const } },
  "expire-at": { description: "When the access token expires (ISO 8601)", schema: { type: "string" as const } },
};

export function setTokenHeaders(header: (name: string, value: string) => void, tokens: IssuedTokens) {
  header("access-token", tokens.accessToken);
  header("refresh-token", tokens.refreshToken);
  header("expire-at", tokens.expireAt);
}
