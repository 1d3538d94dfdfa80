/** User-facing texts the spec fixes word for word (spec §8), shared by the API and the app. */
export const MESSAGES = {
  serverError: "Oops! Something went wrong on our end. Please try again shortly.",
  networkError: "A network error occurred. Please check your connection and try again.",
  alreadyLoggedIn: "You're already logged in",
  accessTokenExpired: "Access token expired",
  invalidAccessToken: "Invalid access token",
} as const;

/** Toast styles of spec §8. */
export type ToastType = "error" | "success" | "warning" | "info";

/** Maps an HTTP status to the toast style spec §8 gives it. */
export function toastTypeForStatus(status: number): ToastType {
  if (status === 0) return "warning";
  if (status >= 200 && status < 300) return "success";
  if (status >= 400) return "error";
  return "info";
}
