// First: the TV browsers' missing APIs, before any other module of the page runs (app/polyfills.ts).
import "./polyfills";
import { Suspense, use } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { PageScripts } from "./components/page-links";
import { readConsent } from "./lib/cookie-consent.server";
import { optionalUser } from "./lib/guards.server";
import { useNonce } from "./lib/nonce";
import { shipsScripts } from "./lib/route-handle";
import { isAdmin, sessionMiddleware } from "./lib/session.server";
import { readToast } from "./lib/toast.server";

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const [user, { toast, headers }, consent] = await Promise.all([
    optionalUser(args),
    readToast(request),
    readConsent(request),
    loadSiteChrome(), // for the error page, should one follow (see RootErrorPage)
  ]);
  const viewer = user
    ? {
        accountId: user.accountId,
        name: user.firstName ?? user.email,
        isAdmin: isAdmin(user),
        canAddSlide: Boolean(user.canAddSlide),
      }
    : null;
  return data({ viewer, toast, consent }, headers ? { headers } : undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // A page whose route says `handle.scripts = false` (the visitor pages, issue 10) ships no framework script.
  const scripts = shipsScripts(useMatches().map((match) => match.handle));
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14121a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <PageScripts value={scripts}>
          <a
            href="#main"
            className="sr-only z-[60] rounded-full bg-ink px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          {children}
        </PageScripts>
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** The layout route that puts the site (header, footer, cookie banner, toasts) around the site's pages. */
const SITE_LAYOUT = "routes/site-layout";

/**
 * The site's pages are in their layout (routes/site-layout.tsx), which brings the site's header, footer and
 * `<main>`; a screen page (the TV slideshow, /tv: issue 21) fills the screen in a bare `<main>`.
 */
export default function App() {
  if (useMatches().some((match) => match.id === SITE_LAYOUT)) return <Outlet />;
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <Outlet />
    </main>
  );
}

export const meta: Route.MetaFunction = ({ error }) =>
  isRouteErrorResponse(error) && error.status === 404
    ? [{ title: "Page not found | Stylecast" }]
    : [
        { title: "Stylecast: keep your displays alive" },
        {
          name: "description",
          content: "Portfolios and TV slideshows for stylists, barbershops and service businesses.",
        },
      ];

/**
 * The site's chrome and error page, loaded only when an error reaches the root: the site's pages load it with
 * their layout, but a screen page must not (issue 21: the slideshow's JavaScript budget), though its 404 is the
 * site's, header and all. The server has it before it renders (the root's loader waits for it); a browser
 * hydrating such a page keeps the server's HTML until it arrives (the Suspense boundary).
 */
type SiteChromeModule = typeof import("./components/site-chrome");
let siteChrome: SiteChromeModule | undefined;
let siteChromeLoading: Promise<SiteChromeModule> | undefined;
function loadSiteChrome() {
  siteChromeLoading ??= import("./components/site-chrome").then((module) => {
    siteChrome = module;
    return module;
  });
  return siteChromeLoading;
}

// A server renders with it at hand from its first request on.
if (import.meta.env.SSR) void loadSiteChrome();

function RootErrorPage() {
  const { SiteErrorPage } = siteChrome ?? use(loadSiteChrome());
  return <SiteErrorPage />;
}

export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RootErrorPage />
    </Suspense>
  );
}
