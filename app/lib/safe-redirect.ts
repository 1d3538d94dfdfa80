/**
 * Only same-site paths: never `//evil.example` or `/\evil.example`, which browsers treat as other hosts,
 * nor a path with a control character: browsers drop tabs and newlines from URLs (`/\t/evil.example` is
 * `//evil.example`), and a NUL or other control character in a Location header breaks the response.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  return to;
}
