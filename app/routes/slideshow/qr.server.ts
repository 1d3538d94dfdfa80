import type { Account } from "@contract/account";
import { encode, renderSVG } from "uqr";
import { slugify } from "~/lib/slug";

/**
 * The account's printable QR codes (issue 11 `/{account_id}/qr_code`): to its
 * public about-me page and to its slideshow, as SVG (uqr) and as PNG, both
 * made on the server from the same module matrix.
 */
export const QR_TARGETS = ["profile", "slideshow"] as const;
export type QrTarget = (typeof QR_TARGETS)[number];

const companySlug = (company: string | null) => slugify(company) || "stylist";

/** The absolute addresses the codes lead to (the visitor pages' and the slideshow's paths). */
export function qrUrls(origin: string, account: Account): Record<QrTarget, string> {
  const id = account.attributes.account_id;
  const slug = companySlug(account.attributes.company);
  return {
    profile: `${origin}/${slug}/me?account_id=${encodeURIComponent(id)}`,
    slideshow: `${origin}/${slug}-${id}`,
  };
}

export const qrSvg = (url: string) => renderSVG(url, { border: 4, ecc: "M" });

/** A black-on-white PNG of the code, `scale` pixels per module (print size), with the standard 4-module quiet zone. */
export async function qrPng(url: string, scale = 16): Promise<Uint8Array<ArrayBuffer>> {
  const { data } = encode(url, { border: 4, ecc: "M" });
  const modules = data.length;
  const side = modules * scale;
  const rowLength = 1 + side; // a filter byte, then one grey byte per pixel
  const pixels = new Uint8Array(rowLength * side);
  for (let y = 0; y < side; y++) {
    const row = data[Math.floor(y / scale)] ?? [];
    for (let x = 0; x < side; x++) pixels[y * rowLength + 1 + x] = row[Math.floor(x / scale)] ? 0 : 255;
  }
  const compressed = new Uint8Array(
    await new Response(new Blob([pixels]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer(),
  );
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, side);
  view.setUint32(4, side);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", compressed),
    chunk("IEND", new Uint8Array()),
  ]);
}

function chunk(type: string, body: Uint8Array) {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
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
