import { NavLink, Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { LEGAL_PAGES } from "~/components/legal-pages";
import type { Route } from "./+types/layout";

/** The legal pages share one layout with a tab bar between them. */
export default function LegalLayout() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <nav aria-label="Legal pages" className="-mx-1 mb-8 flex gap-1 overflow-x-auto pb-1">
        {LEGAL_PAGES.map((page) => (
          <NavLink
            key={page.to}
            to={page.to}
            className={({ isActive }) =>
              `shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold ${isActive ? "bg-ink text-white" : "text-ink-soft hover:bg-black/5"}`
            }
          >
            {page.title}
          </NavLink>
        ))}
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
