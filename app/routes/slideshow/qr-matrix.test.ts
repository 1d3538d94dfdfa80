import jsQR from "jsqr";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { packQr, qrPath } from "./qr-matrix";

/** Paints a path of `M x y h w v1 h-w z` rectangles onto an RGBA image, `scale` pixels per module, with a quiet zone. */
function paint(side: number, d: string, scale = 4, quiet = 4) {
  const width = (side + 2 * quiet) * scale;
  const rgba = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < Number(w) * scale; dx++) {
        const px = (Number(x) + quiet) * scale + dx;
        const py = (Number(y) + quiet) * scale + dy;
        rgba.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return { rgba, width };
}

describe("the player's QR codes (issue 24)", () => {
  it("packs a code small and draws it back so that it scans", () => {
    const url = "https://stylecast.example/q/tscr-0_0AAb3_-xYz09";
    const packed = packQr(encode(url, { border: 0, ecc: "L" }).data);
    expect(packed.length).toBeLessThan(200);
    const path = qrPath(packed);
    expect(path?.side).toBe(29);
    const { rgba, width } = paint(path?.side ?? 0, path?.d ?? "");
    expect(jsQR(rgba, width, width)?.data).toBe(url);
  });

  it.each(["", "29", "29:", "5:AAAA", "29:!!!", "29:AAAA"])("draws nothing from %j", (packed) => {
    expect(qrPath(packed)).toBeNull();
  });
});
