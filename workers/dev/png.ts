import { encodePng } from "@contract/png";

type Rgb = [number, number, number];

/** A real PNG of one colour: demo data and tests need images the Images binding can decode. */
export const solidPng = (width: number, height: number, colour: Rgb = [224, 83, 61]) =>
  gradientPng(width, height, colour, colour);

/** A real PNG, a diagonal blend of two colours (the demo styles' pictures; nothing is downloaded). */
export async function gradientPng(width: number, height: number, from: Rgb, to: Rgb) {
  const rowLength = 1 + width * 3; // a filter byte, then RGB
  const pixels = new Uint8Array(rowLength * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const offset = y * rowLength + 1 + x * 3;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.round((from[channel] ?? 0) * (1 - t) + (to[channel] ?? 0) * t);
      }
    }
  }
  return encodePng(width, height, pixels);
}
