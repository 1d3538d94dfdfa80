import { useEffect, useRef, useState } from "react";

/** The element's own props (its error handler aside) and what a loader adds: the fallback and a call on failure. */
type LoaderProps<ElementProps> = Omit<ElementProps, "onError"> & {
  src: string;
  fallback?: React.ReactNode;
  onFail?: () => void;
};

type MediaState = "loading" | "loaded" | "failed";

/**
 * The state of a loader's element. Its load and error events set it once
 * hydrated; what happened before (React listens only from then) is read from
 * the element on mount by `seenOnMount`, null when it tells nothing yet. A
 * failure calls `onFail`.
 */
function useMediaState<Element extends HTMLElement>(
  seenOnMount: (element: Element) => MediaState | null,
  onFail: (() => void) | undefined,
) {
  const ref = useRef<Element>(null);
  const [state, setState] = useState<MediaState>("loading");
  useEffect(() => {
    const seen = ref.current && seenOnMount(ref.current);
    if (seen) setState(seen);
  }, [seenOnMount]);
  useEffect(() => {
    if (state === "failed") onFail?.();
  }, [state, onFail]);
  return { ref, state, setState };
}

const imageOnMount = (image: HTMLImageElement) =>
  image.complete ? (image.naturalWidth > 0 ? "loaded" : "failed") : null;
const videoOnMount = (video: HTMLVideoElement) =>
  video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE ? "failed" : null;

/**
 * Image and video with a placeholder while loading and a fallback when the
 * file fails (spec §2). Both work before and without hydration, in CSS
 * (`.media-image`, `.media-video` in app.css): a placeholder behind the media
 * until it paints, and in place of an image that fails, with its alt text.
 * Nothing starts faded or waits for JavaScript to show. Once hydrated, a
 * failure (also one that fired before hydration, caught on mount) swaps in
 * the same-looking fallback, or the caller's, and calls `onFail`.
 */
export function ImageLoader({
  src,
  alt,
  className = "",
  fallback,
  onFail,
  ...rest
}: LoaderProps<React.ImgHTMLAttributes<HTMLImageElement>> & { alt: string }) {
  const { ref, state, setState } = useMediaState(imageOnMount, onFail);

  if (state === "failed") return <>{fallback ?? <MediaFallback label={alt} className={className} />}</>;
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      data-state={state}
      onLoad={() => setState("loaded")}
      onError={() => setState("failed")}
      className={`media-image ${className}`}
      {...rest}
    />
  );
}

export function VideoLoader({
  src,
  poster,
  label,
  className = "",
  fallback,
  onFail,
  ...rest
}: LoaderProps<React.VideoHTMLAttributes<HTMLVideoElement>> & { label: string }) {
  const { ref, state, setState } = useMediaState(videoOnMount, onFail);

  // Like the placeholder behind a video without JavaScript: the icon alone (the label is its accessible name).
  if (state === "failed")
    return <>{fallback ?? <MediaFallback label={label} showLabel={false} className={className} />}</>;
  return (
    <video
      ref={ref}
      src={src}
      poster={poster}
      aria-label={label}
      onError={() => setState("failed")}
      playsInline
      className={`media-video ${className}`}
      {...rest}
    />
  );
}

/** What app.css draws over a failed image (icon and alt text) or behind a failed video (icon), as an element. */
function MediaFallback({
  label,
  showLabel = true,
  className = "",
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={`${label} (unavailable)`}
      className={`flex flex-col items-center justify-center gap-1 overflow-hidden bg-line p-2 text-center text-xs text-ink-soft ${className}`}
    >
      {/* The icon the placeholder draws without JavaScript (app/styles/theme.css), at the same 32 px. */}
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" fill="currentColor" aria-hidden="true">
        <rect x="3" y="6" width="26" height="20" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="22" cy="11" r="2.25" />
        <path d="M4 25 13 14 22 25zM17 25l5-6 5 6z" />
      </svg>
      {showLabel && label ? <span aria-hidden="true">{label}</span> : null}
    </div>
  );
}
