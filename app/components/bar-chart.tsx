export type Bar = {
  key: string;
  label: string;
  value: number;
  /** A bar that breaks down the one before it (taps by channel under Taps): drawn lighter and indented. */
  part?: boolean;
  /** What the number means beside the one before (the table's third column), e.g. "12.5% of plays". */
  detail?: string;
};

const ROW_PX = 40;
const LABEL_Y = 15;
const BAR_Y = 22;
const BAR_PX = 10;
const INDENT_PX = 14;

/**
 * A horizontal bar chart drawn on the server (issue 36 point 5): inline SVG,
 * no chart library and no script, so it shows with JavaScript off. The SVG
 * sizes its bars in percent and its text in pixels, so its words stay
 * readable at any width instead of scaling with a viewBox. It is one image
 * (`role="img"`) whose name says every bar in words; the same numbers
 * follow in a table with a caption and header cells, which is what a
 * screen reader or a copy and paste gets. On a phone the table is left to
 * them (visually hidden): the chart already prints every label, number and
 * detail (beside the table, the detail is the table's), and twice the same
 * rows would double a long page.
 */
export function BarChart({
  title,
  bars,
  whatHeader,
  countHeader,
  detailHeader,
  summary,
}: {
  title: string;
  bars: Bar[];
  whatHeader: string;
  countHeader: string;
  /** The third column's header, when bars carry a detail. */
  detailHeader?: string;
  /** The image's text alternative. */
  summary: string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const withDetail = detailHeader !== undefined && bars.some((bar) => bar.detail);
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-2 sm:gap-6">
      <svg
        role="img"
        aria-label={summary}
        width="100%"
        height={bars.length * ROW_PX}
        className="block overflow-visible text-sm"
      >
        {bars.map((bar, row) => {
          const top = row * ROW_PX;
          // A part's label is indented under its whole's; every bar starts at 0 so lengths compare.
          const x = bar.part ? INDENT_PX : 0;
          // A bar of 1 among thousands still shows: never thinner than 1% of the track.
          const percent = bar.value > 0 ? Math.max(1, (bar.value / max) * 100) : 0;
          return (
            <g key={bar.key} className={bar.part ? "fill-ink-soft" : "fill-ink"}>
              <text x={x} y={top + LABEL_Y}>
                {bar.label}
              </text>
              <text x="100%" y={top + LABEL_Y} textAnchor="end">
                <tspan className="font-semibold tabular-nums">{bar.value}</tspan>
                {withDetail && bar.detail ? (
                  <tspan className="fill-ink-soft sm:hidden">{` · ${bar.detail}`}</tspan>
                ) : null}
              </text>
              <rect y={top + BAR_Y} width="100%" height={BAR_PX} rx={BAR_PX / 2} className="fill-line" />
              {percent > 0 ? (
                <rect
                  y={top + BAR_Y}
                  width={`${percent}%`}
                  height={BAR_PX}
                  rx={BAR_PX / 2}
                  className={bar.part ? "fill-brand/60" : "fill-brand"}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only self-start sm:w-full text-sm sm:not-sr-only">
        {/* The chart sits under a heading of the same words: the caption names the table for a screen reader. */}
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-line text-left text-ink-soft">
            <th scope="col" className="py-1 pr-2 font-medium">
              {whatHeader}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              {countHeader}
            </th>
            {withDetail ? (
              <th scope="col" className="py-1 text-right font-medium">
                {detailHeader}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row" className={`py-1 pr-2 text-left font-normal ${bar.part ? "pl-3 text-ink-soft" : ""}`}>
                {bar.label}
              </th>
              <td className="py-1 pr-2 text-right font-semibold tabular-nums">{bar.value}</td>
              {withDetail ? <td className="py-1 text-right text-ink-soft tabular-nums">{bar.detail ?? ""}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
