import { inflateSync } from "node:zlib";

export type Pixels = { width: number; height: number; rgba: Uint8Array };

/**
 * Decodes the PNGs Chromium's screenshots produce (8-bit RGB or RGBA, not
 * interlaced), so a test can look at what a visitor sees: the colours of an
 * element, not just its styles.
 */
export function decodePng(png: Buffer): Pixels {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || interlace !== 0 || (colour !== 2 && colour !== 6)) {
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}, interlace ${interlace}`);
      }
      channels = colour === 6 ? 4 : 3;
    } else if (type === "IDAT") {
      data.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (out[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (out[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (out[(y - 1) * stride + x - channels] ?? 0) : 0;
      const value = line[x] ?? 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      out[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: out };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++)
    rgba.set([out[i * 3] ?? 0, out[i * 3 + 1] ?? 0, out[i * 3 + 2] ?? 0, 255], i * 4);
  return { width, height, rgba };
}

/** The share (0 to 1) of pixels inside the box (fractions of the image) for which `test(r, g, b)` holds. */
export function share(
  { width, height, rgba }: Pixels,
  test: (red: number, green: number, blue: number) => boolean,
  box = { left: 0, top: 0, right: 1, bottom: 1 },
): number {
  let hits = 0;
  let total = 0;
  for (let y = Math.floor(box.top * height); y < Math.ceil(box.bottom * height); y++) {
    for (let x = Math.floor(box.left * width); x < Math.ceil(box.right * width); x++) {
      const i = (y * width + x) * 4;
      total++;
      if (test(rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0)) hits++;
    }
  }
  return total ? hits / total : 0;
}

/** Whether a colour is within `tolerance` of `#rrggbb` on every channel. */
export const near =
  (hex: string, tolerance = 6) =>
  (red: number, green: number, blue: number) => {
    const value = Number.parseInt(hex.slice(1), 16);
    return (
      Math.abs(red - (value >> 16)) <= tolerance &&
      Math.abs(green - ((value >> 8) & 0xff)) <= tolerance &&
      Math.abs(blue - (value & 0xff)) <= tolerance
    );
  };
