/** Upload limits of spec §5 and §9, checked in the browser, by the app's actions and by the API. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Spec §5: the one message for a file that is too big or of a type we do not take. */
export const fileRejectedMessage = (bytes: number) =>
  `File too big (> 20MB) or File type not supported : ${(bytes / 1024 / 1024).toFixed(1)}MB`;
