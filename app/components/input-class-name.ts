/** `scroll-mt-24`: a field focused or jumped to (its first error, an error summary's link) stays clear of the sticky header. */
export const inputClassName =
  "block min-h-11 w-full scroll-mt-24 rounded-xl border border-line bg-white px-3 py-2 text-base text-ink shadow-xs placeholder:text-ink-soft/50 focus:border-ink focus:outline-3 focus:outline-offset-0 focus:outline-ink/10 aria-invalid:border-danger aria-invalid:bg-danger/5 aria-invalid:focus:outline-danger/20";
