import { lazy, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/slideshow";
import { Caption, EmptyState, QrCode, ScreenFrame, StillSlide, slideLabel } from "./slide-parts";
import { loadPlayer } from "./slideshow.server";
import "./slideshow.css";

/** The player is a client-only island: its code (embla, wake lock, service worker) loads on this route only, after hydration. */
const Player = lazy(() => import("./player.client"));

/** Spec §2 `/{fullname_account_id}`: the TV slideshow, no sign-in, full screen (root.tsx leaves out header and footer). */
export const handle: RouteHandle = { fullScreen: true };

export async function loader(args: Route.LoaderArgs) {
  return loadPlayer(args);
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  loaderData
    ? [
        { title: `${loaderData.title} | Slideshow | Stylecast` },
        { name: "robots", content: "noindex" },
        // A TV or a stick can pin the show (./manifest.ts).
        { tagName: "link", rel: "manifest", href: `/${encodeURIComponent(params.slideshow)}/manifest.webmanifest` },
      ]
    : [{ title: "Page not found | Stylecast" }];

export default function SlideshowRoute({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { playlist, title, orientation, qrSvg, addSlideHref, addStyleQrSvg } = loaderData;
  const first = playlist[0];
  const still = first ? (
    <div className="tv-stage" data-state="loading">
      <StillSlide slide={first} label={slideLabel(title, first, 0, playlist.length)} />
      <Caption title={title} slide={first} />
      {qrSvg ? <QrCode svg={qrSvg} /> : null}
      {/* Before the player runs. Without JavaScript (nothing ever hydrates) the notice replaces it after a few seconds. */}
      <p className={hydrated ? "tv-badge tv-loading" : "tv-badge tv-loading tv-until-late"} role="status">
        Loading the slideshow…
      </p>
      {hydrated ? null : (
        <p className="tv-badge tv-noscript tv-when-late">The slideshow plays with JavaScript turned on.</p>
      )}
    </div>
  ) : (
    <div className="tv-stage" data-state="empty">
      <EmptyState title={title} addSlideHref={addSlideHref} addStyleQrSvg={addStyleQrSvg} />
    </div>
  );
  const framed = <ScreenFrame orientation={orientation}>{still}</ScreenFrame>;
  return (
    <div className="tv-root">
      <h1 className="sr-only">Slideshow of {title}</h1>
      {hydrated ? (
        <Suspense fallback={framed}>
          <Player data={loaderData} fallback={still} />
        </Suspense>
      ) : (
        framed
      )}
    </div>
  );
}

/** Its own boundary, so a 404 keeps this route's title ("Page not found") under the site's header and footer. */
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
