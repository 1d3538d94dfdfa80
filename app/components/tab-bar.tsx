import type { ReactNode } from "react";
import { Link, NavLink } from "./page-links";

export type Tab = {
  to: string;
  label: string;
  /** The label below `sm`, where the whole row must fit a 320 px phone. */
  short?: string;
  /** Current only on this exact path, not below it (NavLink's `end`). */
  end?: boolean;
  /**
   * The page says which tab is current, instead of NavLink: for tabs NavLink
   * cannot tell apart, or that must not be prefetched (the admin console's,
   * each a page of data whose load is kept as the session's place).
   */
  current?: boolean;
};

/** The two looks of a tab row, as class lists. */
const LOOKS = {
  underline: {
    list: "flex flex-wrap px-3 sm:gap-1 sm:px-0",
    item: "flex-auto shrink-0 sm:flex-none",
    link: "-mb-px flex min-h-11 items-center justify-center border-b-2 px-1.5 text-[13px] font-semibold whitespace-nowrap transition-colors sm:px-3 sm:text-sm",
    current: "border-brand text-ink",
    other: "border-transparent text-ink-soft hover:border-line hover:text-ink",
  },
  pills: {
    list: "flex flex-wrap gap-1",
    item: undefined,
    link: "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap",
    current: "bg-ink text-white",
    other: "text-ink-soft hover:bg-black/5",
  },
};

/**
 * The row of tabs over an area's pages. `underline` is the account's and the
 * console's; `pills` the legal pages'. Either wraps instead of scrolling
 * sideways, so the current tab is never out of view on a phone.
 */
export function TabBar({
  label,
  tabs,
  look = "underline",
  className,
}: {
  label: string;
  tabs: readonly Tab[];
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const { list, item, link, current, other } = LOOKS[look];
  const linkClass = (active: boolean) => `${link} ${active ? current : other}`;
  return (
    <nav aria-label={label} className={className}>
      <ul className={list}>
        {tabs.map((tab) => (
          <li key={tab.to} className={item}>
            {tab.current === undefined ? (
              <NavLink
                to={tab.to}
                end={tab.end}
                prefetch="intent"
                preventScrollReset
                className={({ isActive }) => linkClass(isActive)}
              >
                <TabLabel tab={tab} />
              </NavLink>
            ) : (
              <Link
                to={tab.to}
                aria-current={tab.current ? "page" : undefined}
                preventScrollReset
                className={linkClass(tab.current)}
              >
                <TabLabel tab={tab} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TabLabel({ tab }: { tab: Tab }): ReactNode {
  if (!tab.short) return tab.label;
  return (
    <>
      <span className="sm:hidden">{tab.short}</span>
      <span className="hidden sm:inline">{tab.label}</span>
    </>
  );
}
