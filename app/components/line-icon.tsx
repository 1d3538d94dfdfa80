/**
 * A decorative line icon (hidden from assistive technology): each path is a
 * round-capped stroke in the text colour.
 */
export function LineIcon({
  paths,
  viewBox = "0 0 24 24",
  className = "size-5",
  strokeWidth = 2,
}: {
  paths: string[];
  viewBox?: string;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg viewBox={viewBox} className={className} aria-hidden="true" fill="none">
      {paths.map((d) => (
        <path
          key={d}
          d={d}
          stroke="currentColor"
          strokeWidth={strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
