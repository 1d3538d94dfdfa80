// First: the TV browsers' missing APIs, before any other module of the page runs (app/polyfills.ts).
import "./polyfills";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { CookieBanner } from "./components/cookie-banner";
import { PageScripts } from "./components/page-links";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { Toaster, ToastProvider } from "./components/toaster";
import { readConsent } from "./lib/cookie-consent.server";
import { optionalUser } from "./lib/guards.server";
import { useNonce } from "./lib/nonce";
import { type RouteHandle, shipsScripts } from "./lib/route-handle";
import { isAdmin, sessionMiddleware } from "./lib/session.server";
import { readToast } from "./lib/toast.server";

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

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
  return data({ viewer, toast, consent }, headers ? { headers } : undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // A TV's slideshow fills the screen: no header, footer or cookie banner (its 404 keeps them).
  const matches = useMatches();
  const fullScreen = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.fullScreen && match.loaderData !== undefined,
  );
  // A page whose route says `handle.scripts = false` (the visitor pages, issue 10) ships no framework script.
  const scripts = shipsScripts(matches.map((match) => match.handle));
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
          <ToastProvider serverToast={root?.toast ?? null}>
            <a
              href="#main"
              className="sr-only z-[60] rounded-full bg-ink px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
            >
              Skip to content
            </a>
            {/* Early in the tab order (right after the skip link), though it shows at the bottom. */}
            {root && root.consent === null && !fullScreen ? <CookieBanner /> : null}
            {fullScreen ? null : <SiteHeader viewer={root?.viewer ?? null} />}
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            {fullScreen ? null : <SiteFooter loggedIn={Boolean(root?.viewer)} />}
            <Toaster />
          </ToastProvider>
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

export default function App() {
  return <Outlet />;
}

export const meta: Route.MetaFunction = () => [
  { title: "Stylecast: keep your displays alive" },
  { name: "description", content: "Portfolios and TV slideshows for stylists, barbershops and service businesses." },
];

export { RouteErrorBoundary as ErrorBoundary } from "./components/error-page";
