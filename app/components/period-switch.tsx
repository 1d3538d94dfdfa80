import { Link, useLocation } from "react-router";

/**
 * Last 7 days | Last 30 days | …: plain links to this page (`?days=`), the
 * current one marked, so the switch works without JavaScript. The first
 * period is the page's default and has no query.
 */
export function PeriodSwitch({
  days,
  periods,
  label,
  periodLabel,
}: {
  days: number;
  periods: readonly number[];
  label: string;
  periodLabel: (days: number) => string;
}) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 rounded-full border border-line bg-white p-1">
        {periods.map((option, index) => (
          <li key={option}>
            <Link
              to={index === 0 ? pathname : `${pathname}?days=${option}`}
              aria-current={option === days ? "page" : undefined}
              preventScrollReset
              className={`inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap sm:px-4 ${
                option === days ? "bg-ink text-white" : "text-ink-soft hover:bg-black/5"
              }`}
            >
              {periodLabel(option)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
