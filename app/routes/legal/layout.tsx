import { NavLink, Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { LEGAL_PAGES } from "~/components/legal-pages";
import type { Route } from "./+types/layout";

/** The legal pages share one layout with a tab bar between them. */
export default function LegalLayout() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      {/* The tabs wrap instead of scrolling sideways, so the current one is never out of view on a phone. */}
      <nav aria-label="Legal pages" className="mb-8">
        <ul className="flex flex-wrap gap-1">
          {LEGAL_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink
                to={page.to}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap ${isActive ? "bg-ink text-white" : "text-ink-soft hover:bg-black/5"}`
                }
              >
                {page.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className="prose-legal">
        <Outlet />
      </article>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
