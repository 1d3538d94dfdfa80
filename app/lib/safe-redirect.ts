import { safeRedirect as sameSitePath } from "remix-utils/safe-redirect";

/**
 * Only same-site paths (remix-utils: never `//evil.example` or `/\evil.example`, which browsers treat as other
 * hosts, nor a path with `..`), and never one with a control character: browsers drop tabs and newlines from
 * URLs (`/\t/evil.example` is `//evil.example`), and a NUL or other control character in a Location header breaks
 * the response. remix-utils trims the spaces around a path.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (typeof to !== "string" || /[\u0000-\u001f\u007f]/.test(to)) return fallback;
  return sameSitePath(to, fallback);
}
