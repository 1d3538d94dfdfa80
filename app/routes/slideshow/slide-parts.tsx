import { SLIDESHOW_MESSAGES, type Slide, type SlideMedia } from "@contract/slideshow";

/**
 * What the server renders and the player reuses: a slide's picture shown
 * whole over a blurred, scaled copy of itself (never black bars, whatever the
 * screen's orientation), the empty state, and the overlays.
 */

export function Backdrop({ media }: { media: SlideMedia }) {
  const src = media.still ?? (media.type === "image" ? media.src : null);
  return src ? <img className="tv-backdrop" src={src} alt="" aria-hidden="true" decoding="async" /> : null;
}

/** A picture slide as the server sends it: shown before the player starts, and without JavaScript. */
export function StillSlide({ slide, label }: { slide: Slide; label: string }) {
  const media = slide.media[0];
  if (!media) return null;
  const src = media.type === "image" ? media.src : media.still;
  return (
    <div className="tv-slide" data-kind={slide.kind}>
      <Backdrop media={media} />
      {src ? <img className="tv-media" src={src} alt={label} /> : null}
    </div>
  );
}

export function EmptyState({ addSlideHref }: { addSlideHref: string | null }) {
  return (
    <div className="tv-empty" data-testid="slideshow-empty">
      <p className="tv-empty-text">{SLIDESHOW_MESSAGES.empty}</p>
      {addSlideHref ? (
        <a className="btn-primary tv-empty-button" href={addSlideHref}>
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

export function QrCode({ svg }: { svg: string }) {
  return (
    <figure className="tv-qr">
      <div
        className="tv-qr-code"
        role="img"
        aria-label="QR code to our profile"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made on the server by uqr from our own URL, nothing a visitor sent
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="tv-qr-text">Scan for our profile</figcaption>
    </figure>
  );
}

export const slideLabel = (title: string, slide: Slide, index: number, count: number) =>
  slide.kind === "ad" ? `Ad, slide ${index + 1} of ${count}` : `${title}, slide ${index + 1} of ${count}`;
