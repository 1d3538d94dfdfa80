/**
 * The geometry of every variant, as plain numbers so it can be tested in
 * Node: the slide fits inside the screen (never enlarged), the thumb and
 * cover fill their box with the centred part of the picture, and a video
 * stays within 1080p in its own orientation.
 */
export type Size = { width: number; height: number };
export type Rect = Size & { x: number; y: number };

/** The largest size with the source's proportions that fits inside `box`, never larger than the source. */
export function fitInside(source: Size, box: Size): Size {
  const scale = Math.min(1, box.width / source.width, box.height / source.height);
  return {
    width: Math.max(1, Math.min(box.width, Math.round(source.width * scale))),
    height: Math.max(1, Math.min(box.height, Math.round(source.height * scale))),
  };
}

/** The centred part of the source with the target's proportions: what a "cover" fit keeps. */
export function coverCrop(source: Size, target: Size): Rect {
  const targetRatio = target.width / target.height;
  if (source.width / source.height > targetRatio) {
    const width = Math.max(1, Math.round(source.height * targetRatio));
    return { x: Math.floor((source.width - width) / 2), y: 0, width, height: source.height };
  }
  const height = Math.max(1, Math.round(source.width / targetRatio));
  return { x: 0, y: Math.floor((source.height - height) / 2), width: source.width, height };
}

/** 1080p in the video's own orientation: 1920x1080 for landscape (and square), 1080x1920 for portrait. */
export const VIDEO_BOX = { landscape: { width: 1920, height: 1080 }, portrait: { width: 1080, height: 1920 } } as const;

/**
 * The output size of a video: within 1080p, never enlarged, both sides even
 * (H.264 with 4:2:0 chroma needs even dimensions).
 */
export function videoSize(display: Size): Size {
  const box = display.height > display.width ? VIDEO_BOX.portrait : VIDEO_BOX.landscape;
  const fitted = fitInside(display, box);
  const even = (value: number) => Math.max(2, value - (value % 2));
  return { width: even(fitted.width), height: even(fitted.height) };
}
