import type { Account } from "@contract/account";
import { encodePng } from "@contract/png";
import { stickerScanPath } from "@contract/scans";
import { encode, renderSVG } from "uqr";
import { aboutMePath, slideshowPath } from "~/lib/public-links";
import { packQr } from "./qr-matrix";

/**
 * The account's printable QR codes (issue 11 `/{account_id}/qr_code`): the
 * window sticker (issue 24: a counted short link to the about-me page), the
 * about-me page itself and the slideshow, as SVG (uqr) and as PNG, both made
 * on the server from the same module matrix.
 */
export const QR_TARGETS = ["sticker", "profile", "slideshow"] as const;
export type QrTarget = (typeof QR_TARGETS)[number];

/** The absolute addresses the codes lead to (the visitor pages' and the slideshow's paths). */
export function qrUrls(origin: string, account: Account): Record<QrTarget, string> {
  return {
    // A short link that counts each scan (issue 24, source: print) and leads to the about-me page.
    sticker: origin + stickerScanPath(account.id),
    profile: origin + aboutMePath(account.attributes),
    slideshow: origin + slideshowPath(account.attributes),
  };
}

export const qrSvg = (url: string) => renderSVG(url, { border: 4, ecc: "M" });

/**
 * A slide's code for the screen (issue 24), packed for the player. Error
 * correction L: on a clean screen it reads fine, and the short link then
 * needs the fewest, so the largest, modules to be scanned from a few metres.
 */
export const screenQr = (url: string) => packQr(encode(url, { border: 0, ecc: "L" }).data);

/** A black-on-white PNG (RGB) of the code, `scale` pixels per module (print size), with the standard 4-module quiet zone. */
export async function qrPng(url: string, scale = 16): Promise<Uint8Array<ArrayBuffer>> {
  const { data } = encode(url, { border: 4, ecc: "M" });
  const modules = data.length;
  const side = modules * scale;
  const rowLength = 1 + side * 3; // a filter byte, then RGB (the most widely read PNG flavour)
  const pixels = new Uint8Array(rowLength * side);
  for (let y = 0; y < side; y++) {
    const row = data[Math.floor(y / scale)] ?? [];
    for (let x = 0; x < side; x++) {
      const value = row[Math.floor(x / scale)] ? 0 : 255;
      pixels.fill(value, y * rowLength + 1 + x * 3, y * rowLength + 4 + x * 3);
    }
  }
  return encodePng(side, side, pixels);
}
