import type { SlideMedia } from "@contract/slideshow";
import { useEffect, useRef } from "react";
import type { PicturePool } from "./picture-pool";

/** The canvas's long side in pixels: the screen stretches it, and the stretching is part of the blur. */
const WIDTH = 48;
/** Darker than the picture, so the picture in front stands out (the old filter's brightness 0.55). */
const SHADE = "rgba(11, 10, 15, 0.45)";

/**
 * The slide's backdrop, blurred once into a tiny canvas that the screen then
 * stretches (issue 21): a live full-screen `filter: blur()` cost a TV's CPU
 * on every frame of every transition; this costs one 48-pixel drawing per
 * slide. Where the 2D context has no `filter` (older TV browsers), drawing
 * through an even smaller step blurs it as well. Each picture's is drawn
 * once and kept in the pool: the slide's next turns copy it.
 */
export function BlurredBackdrop({ media, pictures }: { media: SlideMedia; pictures: PicturePool }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const src = media.still ?? (media.type === "image" ? media.src : null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !src) return;
    const kept = pictures.backdrop(src);
    if (kept) return copy(kept, canvas);
    const picture = new Image();
    picture.onload = () => {
      const blurred = blur(
        picture,
        canvas.clientWidth && canvas.clientHeight ? canvas.clientHeight / canvas.clientWidth : 9 / 16,
      );
      pictures.keepBackdrop(src, blurred);
      copy(blurred, canvas);
    };
    picture.src = src;
    return () => {
      picture.onload = null;
      picture.src = "";
    };
  }, [src, pictures]);

  return src ? <canvas ref={canvasRef} className="tv-backdrop" /> : null;
}

/** The picture, cut to the screen's shape (`aspect`: height over width), blurred and shaded, `WIDTH` pixels wide. */
function blur(picture: HTMLImageElement, aspect: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = Math.max(1, Math.round(WIDTH * aspect));
  const context = canvas.getContext("2d");
  if (!context || !picture.naturalWidth) return canvas;
  // Cover: the middle of the picture, cut to the canvas's shape.
  const scale = Math.max(canvas.width / picture.naturalWidth, canvas.height / picture.naturalHeight);
  const width = canvas.width / scale;
  const height = canvas.height / scale;
  const crop = [(picture.naturalWidth - width) / 2, (picture.naturalHeight - height) / 2, width, height] as const;
  // Typed as always there; Chromium < 52 and Safari < 18 have no canvas filter.
  if (typeof (context as { filter?: unknown }).filter === "string") {
    context.filter = "blur(2px)";
    context.drawImage(picture, ...crop, -4, -4, canvas.width + 8, canvas.height + 8);
    context.filter = "none";
  } else {
    const step = document.createElement("canvas");
    step.width = 8;
    step.height = Math.max(1, Math.round(8 * aspect));
    step.getContext("2d")?.drawImage(picture, ...crop, 0, 0, step.width, step.height);
    context.drawImage(step, 0, 0, canvas.width, canvas.height);
  }
  context.fillStyle = SHADE;
  context.fillRect(0, 0, canvas.width, canvas.height);
  return canvas;
}

function copy(from: HTMLCanvasElement, to: HTMLCanvasElement) {
  to.width = from.width;
  to.height = from.height;
  to.getContext("2d")?.drawImage(from, 0, 0);
}
