/** Upload limits of spec §5 and §9, checked in the browser, by the app's actions and by the API. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Spec §5: the one message for a file that is too big or of a type we do not take. */
export const fileRejectedMessage = (bytes: number) =>
  `File too big (> 20MB) or File type not supported : ${(bytes / 1024 / 1024).toFixed(1)}MB`;

/** Spec §9 slide sizes, by the account's device orientation. */
export const SLIDE_SIZES = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
} as const;
/** The gallery card (4:5) and the small preview. */
export const COVER_SIZE = { width: 1080, height: 1350 } as const;
export const THUMB_SIZE = { width: 480, height: 480 } as const;
/** Spec §9: webp quality 85 for the image converter. */
export const WEBP_QUALITY = 85;
/** The 4:5 picture set's AVIF and WebP qualities, measured bytes against SSIM: docs/decisions/0033. */
export const PICTURE_AVIF_QUALITY = 60;
export const PICTURE_WEBP_QUALITY = 80;
/** Images per style (a video style is its video and poster). */
export const MAX_STYLE_IMAGES = 10;
