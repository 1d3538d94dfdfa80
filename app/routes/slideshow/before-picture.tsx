import { BEFORE_SHARE } from "@contract/slideshow";
import { type RefObject, useLayoutEffect, useRef } from "react";
import type { PicturePool } from "./picture-pool";

/** How long the before picture takes to give way to the after one (issue 37). */
const CROSS_FADE_MS = 800;

/**
 * A before/after style's before picture on the TV (issue 37): laid over the
 * slide's own picture, then cross-faded away once BEFORE_SHARE of the slide's
 * time has passed, so the slide plays before, then after, within its time.
 * The after picture lies underneath throughout: no frame is without a
 * picture. The picture is the pool's, like the slide's (picture-pool.ts); it
 * is handed to `pictureRef` so the slide says it is ready only once both are
 * decoded. A CSS animation, not a transition: it also plays on a slide that
 * is on screen the moment it mounts, and the 2019 TV browsers have it.
 */
export function BeforePicture({
  src,
  pictures,
  active,
  slideMs,
  pictureRef,
}: {
  src: string;
  pictures: PicturePool;
  /** The slide is on screen: the before picture plays its part, from the start each time. */
  active: boolean;
  slideMs: number;
  pictureRef: RefObject<HTMLImageElement | null>;
}) {
  const slotRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!slot) return;
    const image = pictures.lend(src);
    image.className = "tv-media";
    image.alt = "";
    slot.appendChild(image);
    pictureRef.current = image;
    return () => {
      slot.removeChild(image);
      pictureRef.current = null;
      pictures.giveBack(image);
    };
  }, [pictures, src, pictureRef]);
  const fade = Math.min(CROSS_FADE_MS, slideMs / 4);
  return (
    <div
      ref={slotRef}
      aria-hidden="true"
      data-testid="tv-before"
      className={active ? "tv-before tv-before-play" : "tv-before"}
      style={{ animationDelay: `${Math.round(slideMs * BEFORE_SHARE)}ms`, animationDuration: `${Math.round(fade)}ms` }}
    />
  );
}
