import { SLIDESHOW_MESSAGES, type Slide, type SlideMedia, type Slideshow, slideItem } from "@contract/slideshow";
import { type ReactNode, useEffect, useRef } from "react";
import { qrPath } from "./qr-matrix";

/**
 * What the server renders and the player reuses: the frame that turns the
 * show when the screen hangs otherwise than its browser thinks, a slide's
 * picture shown whole over a blurred copy of itself (never black bars), the
 * empty show, and the overlays.
 */

/**
 * The show's frame. `device_orientation` says how the screen hangs; set to
 * portrait while the viewport is landscape (a TV hung upright whose browser
 * cannot rotate), slideshow.css turns the frame a quarter turn. Plain media
 * queries, so it holds before and without JavaScript and follows a resize at
 * once.
 */
export function ScreenFrame({
  orientation,
  children,
}: {
  orientation: Slideshow["device_orientation"];
  children: ReactNode;
}) {
  return (
    <div className="tv-frame" data-orientation={orientation}>
      {children}
    </div>
  );
}

/**
 * The server's backdrop: the slide's small still, blurred by CSS. It shows
 * only until the player starts (or for good without JavaScript), so its
 * filter is painted once, never animated; the player paints its own
 * pre-blurred canvas (blurred-backdrop.tsx).
 */
export function StillBackdrop({ media }: { media: SlideMedia }) {
  const src = media.still ?? (media.type === "image" ? media.src : null);
  return src ? <img className="tv-backdrop tv-backdrop-css" src={src} alt="" aria-hidden="true" /> : null;
}

/** A picture slide as the server sends it: shown before the player starts, and without JavaScript. */
export function StillSlide({ slide, label }: { slide: Slide; label: string }) {
  const media = slide.media[0];
  if (!media) return null;
  const src = media.type === "image" ? media.src : media.still;
  return (
    <div className="tv-slide" data-kind={slide.kind}>
      <StillBackdrop media={media} />
      {src ? <img className="tv-media" src={src} alt={label} /> : null}
    </div>
  );
}

/**
 * The show with nothing to play: whose it is, what is missing, and how to
 * fix it from the phone in the owner's pocket (a QR code to the add-style
 * page); the logged-in owner also gets the Add a Slide button (spec §2).
 */
export function EmptyState({
  title,
  addSlideHref,
  addStyleQrSvg,
}: {
  title: string;
  addSlideHref: string | null;
  addStyleQrSvg: string | null;
}) {
  // The only control on the screen: focused at once, so a remote's Enter opens it (a TV has no pointer).
  const addSlide = useRef<HTMLAnchorElement>(null);
  useEffect(() => addSlide.current?.focus(), []);
  return (
    <div className="tv-empty" data-testid="slideshow-empty">
      <p className="tv-empty-shop">{title}</p>
      <p className="tv-empty-text">{SLIDESHOW_MESSAGES.empty}</p>
      {addStyleQrSvg ? (
        <figure className="tv-empty-qr">
          <div
            className="tv-qr-code"
            role="img"
            aria-label={SLIDESHOW_MESSAGES.addStyleQr}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made on the server by uqr from our own URL, nothing a visitor sent
            dangerouslySetInnerHTML={{ __html: addStyleQrSvg }}
          />
          <figcaption className="tv-empty-qr-text">{SLIDESHOW_MESSAGES.addStyleHint}</figcaption>
        </figure>
      ) : null}
      {addSlideHref ? (
        <a ref={addSlide} className="btn-primary tv-empty-button" href={addSlideHref}>
          {SLIDESHOW_MESSAGES.addSlide}
        </a>
      ) : null}
    </div>
  );
}

export function Caption({ title, slide }: { title: string; slide: Slide }) {
  if (slide.kind === "ad") return <p className="tv-badge tv-ad-badge">Ad</p>;
  return (
    <div className="tv-caption">
      <p className="tv-caption-title">{title}</p>
      {slide.caption ? <p className="tv-caption-tags">{slide.caption}</p> : null}
    </div>
  );
}

/** The QR code of what is on screen (issue 24): a style's leads to the style, an ad's to the ad's link. */
export function QrCode({ codes, slide }: { codes: Record<string, string>; slide: Slide }) {
  const item = slideItem(slide);
  const packed = codes[`${item.kind}:${item.id}`];
  if (!packed) return null;
  return item.kind === "ad" ? (
    <QrFigure packed={packed} label={SLIDESHOW_MESSAGES.adQr} hint={SLIDESHOW_MESSAGES.adQrHint} />
  ) : (
    // A slide from before issue 37 (a screen's cached playlist) says nothing of its page: it promises the least.
    <QrFigure
      packed={packed}
      label={SLIDESHOW_MESSAGES.styleQr}
      hint={SLIDESHOW_MESSAGES.scanHint[slide.scan ?? "styles"]}
    />
  );
}

/** A packed QR code (qr-matrix.ts) on its white card, with what scanning it does underneath. */
export function QrFigure({
  packed,
  label,
  hint,
  className = "tv-qr",
}: {
  packed: string;
  label: string;
  hint: string;
  className?: string;
}) {
  const path = qrPath(packed);
  if (!path) return null;
  // Two modules of quiet zone inside the SVG; the white card around it adds more.
  const side = path.side + 4;
  return (
    <figure className={className} data-code={packed}>
      <svg
        className="tv-qr-code"
        viewBox={`-2 -2 ${side} ${side}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect x={-2} y={-2} width={side} height={side} fill="#fff" />
        <path d={path.d} fill="#000" />
      </svg>
      <figcaption className="tv-qr-text">{hint}</figcaption>
    </figure>
  );
}

export const slideLabel = (title: string, slide: Slide, index: number, count: number) =>
  slide.kind === "ad" ? `Ad, slide ${index + 1} of ${count}` : `${title}, slide ${index + 1} of ${count}`;
