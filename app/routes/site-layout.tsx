import { Outlet } from "react-router";
import { SiteChrome } from "~/components/site-chrome";

/**
 * Every page of the site but the screen pages (routes.ts): the cookie banner, header, footer and toasts around
 * it. The slideshow and /tv fill a TV's screen without them, and do not load their code (issue 21).
 */
export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** An error of a site page: the site's error page (the not-found page for a 404), header and footer around it. */
export { SiteErrorPage as ErrorBoundary } from "~/components/site-chrome";
