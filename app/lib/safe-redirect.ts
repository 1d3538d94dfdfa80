/**
 * Only same-site paths: never `//evil.example` or `/\evil.example`, which browsers treat as other hosts,
 * nor a path with a tab or newline, which browsers drop from URLs (`/\t/evil.example` is `//evil.example`).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\t\n\r]/.test(to)) return fallback;
  return to;
}
