import { useEffect, useRef, useState } from "react";

/**
 * Image and video with a placeholder while loading and a fallback when the
 * file fails (spec §2). An error that fired before hydration is caught on mount.
 */
export function ImageLoader({
  src,
  alt,
  className = "",
  fallback,
  onFail,
  ...rest
}: Omit<React.ImgHTMLAttributes<HTMLImageElement>, "onError"> & {
  src: string;
  alt: string;
  fallback?: React.ReactNode;
  onFail?: () => void;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");

  useEffect(() => {
    const image = ref.current;
    if (image?.complete) setState(image.naturalWidth > 0 ? "loaded" : "failed");
  }, []);
  useEffect(() => {
    if (state === "failed") onFail?.();
  }, [state, onFail]);

  if (state === "failed") return <>{fallback ?? <MediaFallback label={alt} className={className} />}</>;
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      data-state={state}
      onLoad={() => setState("loaded")}
      onError={() => setState("failed")}
      className={`${className} ${state === "loading" ? "animate-pulse bg-line" : ""}`}
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
}: Omit<React.VideoHTMLAttributes<HTMLVideoElement>, "onError"> & {
  src: string;
  label: string;
  fallback?: React.ReactNode;
  onFail?: () => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (video && (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE)) setFailed(true);
  }, []);
  useEffect(() => {
    if (failed) onFail?.();
  }, [failed, onFail]);

  if (failed) return <>{fallback ?? <MediaFallback label={label} className={className} />}</>;
  return (
    <video
      ref={ref}
      src={src}
      poster={poster}
      aria-label={label}
      onError={() => setFailed(true)}
      playsInline
      className={className}
      {...rest}
    />
  );
}

function MediaFallback({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={`${label} (unavailable)`}
      className={`grid place-items-center bg-line text-ink-soft ${className}`}
    >
      <svg viewBox="0 0 24 24" className="size-8" aria-hidden="true">
        <path
          d="M4 5h16v14H4zM4 15l4-4 3 3 4-5 5 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
