import { NavLink, Outlet } from "react-router";
import { LEGAL_PAGES } from "~/components/legal-pages";

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

/** Title block for a legal page. */
export function LegalTitle({ title, updated }: { title: string; updated: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-ink-soft">Last updated {updated}</p>
    </header>
  );
}
