/**
 * A 0–100 progress bar in the brand colour, named by `aria-label` or
 * `aria-labelledby`. `className` gives its size and spacing (e.g. "h-2 w-full").
 */
export function ProgressBar({
  value,
  className = "",
  ...name
}: { value: number; className?: string } & ({ "aria-label": string } | { "aria-labelledby": string })) {
  return (
    <div
      role="progressbar"
      {...name}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`overflow-hidden rounded-full bg-line ${className}`}
    >
      <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
