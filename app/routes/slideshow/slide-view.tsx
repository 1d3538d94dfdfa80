import type { Slide, SlideMedia } from "@contract/slideshow";
import { useEffect, useLayoutEffect, useRef } from "react";
import { BeforePicture } from "./before-picture";
import { BlurredBackdrop } from "./blurred-backdrop";
import type { PicturePool } from "./picture-pool";
import { type MediaStatus, mediaKey } from "./use-director";

type Props = {
  slide: Slide;
  media: SlideMedia;
  active: boolean;
  label: string;
  report: (key: string, status: MediaStatus | null) => void;
  onEnded: (video: HTMLVideoElement) => void;
  onDuration: (ms: number) => void;
  pictures: PicturePool;
  /** How long a picture slide stays: a before/after one gives part of it to the before picture. */
  slideMs: number;
};

/**
 * One slide's media, mounted only while it is on screen, next or leaving.
 * Reports decoded / can play / playing / failed; on unmount a video is
 * paused, emptied and reset (`load()`), so no decoder or buffer outlives it.
 * A picture is the pool's element, lent while the slide is mounted: the
 * same decoded picture each time the slide comes round (picture-pool.ts).
 */
export function SlideView({ slide, media, active, label, report, onEnded, onDuration, pictures, slideMs }: Props) {
  const key = mediaKey(slide, media);
  const slotRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement | null>(null);
  const beforeRef = useRef<HTMLImageElement | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const slideRef = useRef<HTMLDivElement>(null);
  // The parent's callbacks through a ref: the effects below run once per mounted media, never again for a new closure.
  const calls = useRef({ report, onEnded, onDuration });
  calls.current = { report, onEnded, onDuration };

  // Before the effects below look for it, and before the frame is painted.
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!slot || media.type !== "image") return;
    const image = pictures.lend(media.src);
    image.className = "tv-media";
    slot.appendChild(image);
    imageRef.current = image;
    return () => {
      slot.removeChild(image);
      imageRef.current = null;
      pictures.giveBack(image);
    };
  }, [pictures, media.type, media.src]);
  useLayoutEffect(() => {
    if (imageRef.current) imageRef.current.alt = label;
  }, [label]);

  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    let live = true;
    // A before/after slide starts once both are decoded; a before picture that fails leaves the after one alone.
    const before = beforeRef.current;
    Promise.all([decoded(image), before ? decoded(before).catch(() => undefined) : undefined])
      .then(() => {
        if (!live) return;
        markReady(slideRef.current, true);
        calls.current.report(key, "decoded");
      })
      .catch(() => live && calls.current.report(key, "failed"));
    return () => {
      live = false;
      markReady(slideRef.current, false);
      calls.current.report(key, null);
    };
  }, [key]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!video.getAttribute("src")) {
      video.src = media.src; // mounted again after a teardown (React's development double run)
      video.load();
    }
    const canPlay = () => {
      markReady(slideRef.current, true);
      if (video.paused) calls.current.report(key, "canplay");
    };
    const playing = () => {
      markReady(slideRef.current, true);
      calls.current.report(key, "playing");
    };
    const failed = () => calls.current.report(key, "failed");
    const ended = () => calls.current.onEnded(video);
    const duration = () => {
      if (Number.isFinite(video.duration)) calls.current.onDuration(video.duration * 1000);
    };
    const events: [string, () => void][] = [
      ["canplay", canPlay],
      ["playing", playing],
      ["error", failed],
      ["ended", ended],
      ["loadedmetadata", duration],
    ];
    for (const [name, listener] of events) video.addEventListener(name, listener);
    if (video.readyState >= 3) canPlay();
    return () => {
      for (const [name, listener] of events) video.removeEventListener(name, listener);
      markReady(slideRef.current, false);
      calls.current.report(key, null);
      // Teardown: no decoder, buffer or network request outlives the slide.
      video.pause();
      video.removeAttribute("src");
      video.load();
    };
  }, [key, media.src]);

  // The video on screen plays from its start; one that is only next or leaving waits, paused.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (active) {
      // Only a video that has played is rewound: a seek drops its frame for a moment (readyState falls below
      // HAVE_CURRENT_DATA), and a next slide, loaded and never played, already stands at its start.
      if (video.currentTime > 0) video.currentTime = 0;
      const started = video.play();
      // Older TV browsers answer play() with undefined instead of a promise.
      started?.catch((error: unknown) => {
        // AbortError: paused again before it started (it left the screen); only a real refusal fails it.
        if (error instanceof DOMException && error.name === "NotSupportedError") calls.current.report(key, "failed");
      });
    } else {
      video.pause();
      if (video.readyState >= 3) calls.current.report(key, "canplay");
    }
  }, [active, key]);

  return (
    <div ref={slideRef} className="tv-slide" data-kind={slide.kind}>
      <BlurredBackdrop media={media} pictures={pictures} />
      {media.type === "image" ? (
        <>
          <div ref={slotRef} className="tv-picture" />
          {slide.before ? (
            <BeforePicture
              src={slide.before}
              pictures={pictures}
              active={active}
              slideMs={slideMs}
              pictureRef={beforeRef}
            />
          ) : null}
        </>
      ) : (
        <video
          ref={videoRef}
          className="tv-media"
          src={media.src}
          poster={media.still ?? undefined}
          muted
          playsInline
          preload="auto"
          aria-label={label}
        />
      )}
    </div>
  );
}

/**
 * `data-ready` is set on the element itself, before the director hears of it: a report can advance the carousel at
 * once (a jump lands in the same task), and a React state would reach the DOM only after that frame was painted.
 */
function markReady(slide: HTMLElement | null, ready: boolean) {
  if (ready) slide?.setAttribute("data-ready", "true");
  else slide?.removeAttribute("data-ready");
}

/** Resolves once the picture can be painted without a blank frame: `decode()` where there is one (Chromium 64+), else its load. */
function decoded(image: HTMLImageElement): Promise<void> {
  if (typeof image.decode === "function") return image.decode();
  return new Promise((resolve, reject) => {
    if (image.complete && image.naturalWidth) return resolve();
    image.addEventListener("load", () => resolve(), { once: true });
    image.addEventListener("error", () => reject(new Error("image failed")), { once: true });
  });
}
