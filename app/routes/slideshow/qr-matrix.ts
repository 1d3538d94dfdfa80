/**
 * A QR code as the player gets it (issue 24): its module matrix packed as
 * `{side}:{base64 of the bits, row by row}` (about 150 characters for a
 * slide's short link), drawn here as one SVG path. The encoder (uqr) stays
 * on the server (qr.server.ts), out of the screen's JavaScript.
 */

/** Packs a square matrix of modules (true = dark). */
export function packQr(modules: boolean[][]): string {
  const side = modules.length;
  const bytes = new Uint8Array(Math.ceil((side * side) / 8));
  modules.flat().forEach((dark, bit) => {
    if (dark) bytes[bit >> 3] = (bytes[bit >> 3] ?? 0) | (0x80 >> (bit & 7));
  });
  return `${side}:${btoa(String.fromCharCode(...bytes))}`;
}

/** The code's side in modules and an SVG path of its dark modules (each row's runs as rectangles); null if garbled. */
export function qrPath(packed: string): { side: number; d: string } | null {
  const [sideText = "", data = ""] = packed.split(":");
  const side = Number(sideText);
  if (!Number.isInteger(side) || side < 21 || side > 177) return null;
  let bits: string;
  try {
    bits = atob(data);
  } catch {
    return null;
  }
  if (bits.length * 8 < side * side) return null;
  const dark = (x: number, y: number) => {
    const bit = y * side + x;
    return (bits.charCodeAt(bit >> 3) & (0x80 >> (bit & 7))) !== 0;
  };
  let d = "";
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (!dark(x, y)) continue;
      const start = x;
      while (x + 1 < side && dark(x + 1, y)) x++;
      d += `M${start} ${y}h${x - start + 1}v1h${start - x - 1}z`;
    }
  }
  return { side, d };
}
