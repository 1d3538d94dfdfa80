import { APPROVAL_LABELS } from "@contract/style-labels";

/** Spec §4 Portfolio approval, in words with an icon: the colour only repeats what the text says. */
export function ApprovalBadge({ approved, className = "" }: { approved: boolean; className?: string }) {
  return (
    <span
      data-testid="approval-state"
      className={`inline-flex w-fit max-w-full items-center gap-1 rounded-full px-1.5 py-1 text-xs sm:px-2 font-semibold whitespace-nowrap ${
        approved ? "bg-success/10 text-success" : "bg-warning/10 text-warning"
      } ${className}`}
    >
      <svg viewBox="0 0 16 16" className="size-3.5 shrink-0" aria-hidden="true" fill="none">
        {approved ? (
          <path
            d="m3.5 8.5 3 3 6-7"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <>
            <circle cx="8" cy="8" r="6" stroke="currentColor" strokeWidth="1.75" />
            <path d="M8 4.75V8l2.25 1.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </>
        )}
      </svg>
      {approved ? APPROVAL_LABELS.approved : APPROVAL_LABELS.pending}
    </span>
  );
}
