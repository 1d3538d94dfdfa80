/** The Stylecast mark: a screen with a play triangle, in the brand colour. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-extrabold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8">
        <rect x="2" y="5" width="28" height="19" rx="4" fill="#e0533d" />
        <path d="M13 10.5v8l7-4z" fill="#fff" />
        <rect x="10" y="26" width="12" height="2.5" rx="1.25" fill="currentColor" />
      </svg>
      <span className="text-xl">Stylecast</span>
    </span>
  );
}
