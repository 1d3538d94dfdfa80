import type { ReactNode } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";
import { CookieBanner } from "./cookie-banner";
import { RouteErrorBoundary } from "./error-page";
import { SiteFooter } from "./site-footer";
import { SiteHeader, type Viewer } from "./site-header";
import { Toaster, type ToastInput, ToastProvider } from "./toaster";

/**
 * What the chrome reads from the root's loader, which gives it (root.tsx): who is signed in, a toast the
 * server flashed, and the cookie choice (null: none made yet). Declared here, by its reader, so the chrome
 * needs nothing of root.tsx, which loads it.
 */
export type SiteChromeData = {
  viewer: Viewer | null;
  toast: ToastInput | null;
  consent: "accepted" | "rejected" | null;
};

/**
 * The site around a page: cookie banner, header, footer and toasts (spec §2),
 * with the page in `<main>`. The site's pages get it from their layout route
 * (routes/site-layout.tsx); the screen pages (the slideshow, /tv) fill the
 * screen without it, and load none of its code (issue 21: a TV's budget). An
 * error the root catches (a screen page's 404 among them) shows the site's
 * error page in it (`SiteErrorPage`, which root.tsx loads on demand).
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  // The root's loader data; undefined when the root's own loader failed (the error page still gets its header).
  const root = useRouteLoaderData<SiteChromeData>("root");
  const inlineBanner = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.cookieBanner === "inline",
  );
  return (
    <ToastProvider serverToast={root?.toast ?? null}>
      {/* Early in the tab order (right after the skip link), though it shows at the bottom unless it is inline. */}
      {root && root.consent === null ? <CookieBanner inline={inlineBanner} /> : null}
      <SiteHeader viewer={root?.viewer ?? null} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter loggedIn={Boolean(root?.viewer)} />
      <Toaster />
    </ToastProvider>
  );
}

/** The site's error page (the not-found page for a 404) with the site around it. */
export function SiteErrorPage() {
  return (
    <SiteChrome>
      <RouteErrorBoundary />
    </SiteChrome>
  );
}
