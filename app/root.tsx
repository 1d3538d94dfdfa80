// First: the TV browsers' missing APIs, before any other module of the page runs (app/polyfills.ts).
import "./polyfills";
import { Suspense, use } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { PageScripts } from "./components/page-links";
import type { SiteChromeData } from "./components/site-chrome";
import { readConsent } from "./lib/cookie-consent.server";
import { optionalUser } from "./lib/guards.server";
import { useNonce } from "./lib/nonce";
import { PageStyles } from "./lib/page-styles";
import { shipsScripts } from "./lib/route-handle";
import { isAdmin, sessionMiddleware } from "./lib/session.server";
import { readToast } from "./lib/toast.server";

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware, siteChromeAtHand];

export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const [user, { toast, headers }, consent] = await Promise.all([
    optionalUser(args),
    readToast(request),
    readConsent(request),
  ]);
  const viewer = user
    ? {
        accountId: user.accountId,
        name: user.firstName ?? user.email,
        isAdmin: isAdmin(user),
        canAddSlide: Boolean(user.canAddSlide),
      }
    : null;
  return data({ viewer, toast, consent } satisfies SiteChromeData, headers ? { headers } : undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // A page whose route says `handle.scripts = false` (the visitor pages, issue 10) ships no framework script;
  // nor does an error page the root's boundary renders (see ErrorBoundary below).
  const rootError = useRouteError() != null;
  const scripts = shipsScripts(useMatches().map((match) => match.handle)) && !rootError;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14121a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <PageStyles />
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
 * site's, header and all.
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

/**
 * Every request waits for it before anything renders (a resolved promise after the first). In the middleware,
 * not the loader: an error thrown by a route's middleware (a guard's 404) reaches the root's boundary with no
 * loader run.
 */
async function siteChromeAtHand(
  _args: Parameters<Route.MiddlewareFunction>[0],
  next: Parameters<Route.MiddlewareFunction>[1],
) {
  await loadSiteChrome();
  return next();
}

function LoadedSiteErrorPage() {
  const { SiteErrorPage } = siteChrome ?? use(loadSiteChrome());
  return <SiteErrorPage />;
}

/**
 * An error no route below caught (a screen page's 404, a guard's 404 from its middleware, the root's own loader):
 * the site's error page. The server renders it whole, and ships it without scripts (Layout), as a page that
 * works without them: hydrating it would need the chrome's code first, and a Suspense boundary that large is
 * sent out of line, shown only by a script (React's progressive chunking). In the browser it renders only
 * after a client navigation, once its module has come.
 */
export function ErrorBoundary() {
  if (siteChrome) return <siteChrome.SiteErrorPage />;
  return (
    <Suspense fallback={null}>
      <LoadedSiteErrorPage />
    </Suspense>
  );
}
