import { showNow } from "@contract/show-now";
import { SLIDESHOW_MESSAGES } from "@contract/slideshow";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Route } from "./+types/slideshow";
import Player from "./player.client";
import { PriceCorner } from "./price-corner";
import { CardNow } from "./shop-cards";
import { Caption, EmptyState, QrCode, ScreenFrame, StillSlide, slideLabel } from "./slide-parts";
import { loadPlayer } from "./slideshow.server";
import "./slideshow.css";

/**
 * Spec §2 `/{fullname_account_id}`: the TV slideshow, no sign-in, full screen: a screen page, outside the site's
 * layout (routes.ts), so no header, footer or cookie banner, and none of their code. The player is a client-only
 * island (`.client`: nothing on the server), rendered once hydrated. Its code (embla, wake lock, service worker)
 * is part of this route's module, not a chunk imported after hydration: one file fewer, compressed with the
 * rest, on a page whose JavaScript must stay light (issue 21).
 */

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
    : []; // a 404 is the root's, with the root's title for it

export default function SlideshowRoute({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { plan, renderedAt, title, orientation, qrCodes, addSlideHref, addStyleQrSvg, adoptHref } = loaderData;
  // What the screen shows as the page loads, the same on the server and in hydration; the player decides again on
  // the TV's own clock.
  const now = showNow(plan, renderedAt);
  const playlist = now.screen === "slides" ? now.playlist : [];
  const first = playlist[0];
  const still =
    now.screen !== "slides" ? (
      <div className="tv-stage" data-state={now.screen}>
        <CardNow now={now} data={loaderData} />
      </div>
    ) : first ? (
      <div className="tv-stage" data-state="loading">
        <StillSlide slide={first} label={slideLabel(title, first, 0, playlist.length)} />
        <Caption title={title} slide={first} />
        <PriceCorner slide={first} />
        {qrCodes ? <QrCode codes={qrCodes} slide={first} /> : null}
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
      {adoptHref && first ? (
        <a className="tv-adopt" href={adoptHref}>
          {SLIDESHOW_MESSAGES.useAsScreen}
        </a>
      ) : null}
      {hydrated ? <Player data={loaderData} fallback={still} /> : framed}
    </div>
  );
}

// No ErrorBoundary of its own: its 404 (any one-segment path that is no playable show) reaches the root's, the
// site's not-found page with header and footer, whose code only such a page loads (root.tsx).
