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
  const compressed = new Uint8Array(
    await new Response(new Blob([pixels]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer(),
  );
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", compressed),
    chunk("IEND", new Uint8Array()),
  ]);
}

function chunk(type: string, data: Uint8Array) {
  const body = concat([new TextEncoder().encode(type), data]);
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(body, 4);
  view.setUint32(8 + data.length, crc32(body));
  return out;
}

function crc32(bytes: Uint8Array) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
