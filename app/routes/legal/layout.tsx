import { Outlet } from "react-router";
import { LEGAL_PAGES } from "~/components/legal-pages";
import { TabBar } from "~/components/tab-bar";

/** The legal pages share one layout with a tab bar between them. */
export default function LegalLayout() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <TabBar
        label="Legal pages"
        look="pills"
        tabs={LEGAL_PAGES.map((page) => ({ to: page.to, label: page.title }))}
        className="mb-8"
      />
      <article className="prose-legal">
        <Outlet />
      </article>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
