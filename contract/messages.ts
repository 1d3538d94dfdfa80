/**
 * Every user-facing text the API and the pages share, written once. The spec
 * fixes some word for word (spec §8); form rules keep theirs beside the rule
 * (auth-schemas, password-rules, profile-schema, account-schemas, avatar-file).
 */
export const MESSAGES = {
  serverError: "Oops! Something went wrong on our end. Please try again shortly.",
  networkError: "A network error occurred. Please check your connection and try again.",
  alreadyLoggedIn: "You're already logged in",
  accessTokenExpired: "Access token expired",
  invalidAccessToken: "Invalid access token",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  accountNotFound: "Account not found",
  malformedJson: "Malformed JSON body",
  malformedMultipart: "Malformed multipart body",
  bodyTooLarge: "Request body is too large",
  bodyNotObject: "Request body must be a JSON object",
  unsupportedContentType: "Send application/json or multipart/form-data",
  crossOrigin: "Cross-origin form submissions are not allowed",
  /** A page's form action got a body that is not a form (app/lib/forms/read-form.server.ts). */
  formContentType: "Send the form as application/x-www-form-urlencoded or multipart/form-data",
  formUnreadable: "The form could not be read. Please reload the page and try again.",
} as const;

/** Sign-up, sign-in, confirmation and password reset. */
export const AUTH_MESSAGES = {
  signUp: "Welcome! Please check your e-mail to confirm your account.",
  signUpBypassed: "Welcome! Your account is ready: you can log in now.",
  emailTaken: "Email has already been taken",
  referralCodeEmpty: "Referral code cannot be empty",
  referralCodeTooShort: "Referral code must be longer than 3 characters",
  referralCodeTooLong: "Referral code is too long",
  referralCodeInvalid: "Invalid referral code",
  referralCodeVerified: "Referral code verified",
  invalidCredentials: "Invalid email or password",
  confirmFirst: "Please confirm your e-mail address before logging in",
  blocked: "Your account has been blocked",
  signedIn: "Signed in successfully",
  invalidRefreshToken: "Invalid refresh token",
  refreshTokenReused: "Refresh token reused: please log in again",
  tokenRenewed: "Token renewed",
  loggedOut: "Logged out successfully",
  confirmed: "Your e-mail address has been confirmed. You can log in now.",
  confirmLinkInvalid: "This confirmation link is invalid or has expired",
  resetRequested: "If an account exists for this e-mail, we have sent a link to reset the password.",
  resetLinkInvalid: "This reset link is invalid or has expired",
  passwordChanged: "Password changed successfully",
  emailValid: "Email is valid",
  confirmationResent: "If this e-mail waits for confirmation, we have sent a new link. Please check your inbox.",
} as const;

/** The account area: profile, avatar, slideshow settings, referrals, deletion. */
export const ACCOUNT_MESSAGES = {
  profileUpdated: "Profile updated",
  noChanges: "No information has been updated",
  avatarUpdated: "Avatar updated",
  avatarDeleted: "Avatar deleted",
  noAvatar: "There is no avatar to delete",
  avatarMultipart: "Send the avatar as multipart/form-data in the field avatar",
  settingsSaved: "Slideshow settings saved",
  inviteSent: "The email has been sent to the invitee.",
  inviteSelf: "You cannot invite yourself",
  inviteRegistered: "This person already has an account",
  inviteNotFound: "There is no pending invitation for this e-mail",
  inviteCancelled: "The invitation has been cancelled",
  accountDeleted: "Your account has been deleted",
  accountGone: "This account no longer exists",
  currentPasswordRequired: "For your security, please enter your current password first",
  currentPasswordWrong: "The current password is not correct",
} as const;

/** The cookie banner. */
export const CONSENT_MESSAGES = {
  choose: "Choose Accept Cookies or Reject.",
  accepted: "Thanks! Cookies accepted.",
  rejected: "Cookies rejected: we only use the ones needed to sign you in.",
} as const;

/** The FAQ dialog's question to support. */
export const SUPPORT_MESSAGES = {
  questionEmpty: "Question cannot be empty",
  questionTooLong: "Question is too long (2000 characters at most)",
  questionSent: "Thanks! Your question has been sent.",
} as const;

/**
 * The browser's conversion before an upload (spec §8, word for word); a file
 * refused before converting gets `fileRejectedMessage` from contract/uploads.
 */
export const CONVERSION_MESSAGES = {
  wasmUnsupported: "WebAssembly is not supported in this browser.",
  thumbnailFailed: "Failed to generate thumbnail.",
  videoFailed: "Failed to generate a valid video file.",
  heifToWebpFailed: "Failed to convert and resize HEIF image to WebP.",
  fileFailed: "Failed to process the file. Please try again or use another format.",
  heicFailed: "Failed to process HEIC image. Please try again.",
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
