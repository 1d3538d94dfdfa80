#!/usr/bin/env node
// `npm run bench:quality`: which AVIF and WebP quality the 4:5 picture set is encoded at (issue 33, ADR 33).
// For each real photograph (scripts/real-photos.mjs) large enough for a 1080×1350 cover, the 4:5 cover crop is
// resized to each picture width without loss, encoded by sharp (the encoder behind the local Images binding) at a
// range of qualities, decoded again and compared with the unencoded crop by SSIM (@blazediff/ssim, Wang et al.'s
// reference SSIM: luma, 11-px Gaussian window, downsampled by round(min side / 256) as a stand-in for viewing
// distance). Prints medians across the photos: bytes and SSIM per width and quality, then the lowest quality whose
// median SSIM reaches each target per width, and its bytes. Encoder settings are sharp's defaults apart from
// the quality, as the local binding uses them. Figures, not assertions.
import { ssim } from "@blazediff/ssim";
import sharp from "sharp";
import { median } from "./bench-server.mjs";
import { realPhotos } from "./real-photos.mjs";

const FORMATS = {
  avif: { widths: [360, 540, 720, 960], qualities: [30, 35, 40, 45, 50, 55, 60, 65, 70, 75], sharpDefault: 50 },
  webp: { widths: [360, 540, 720, 1080], qualities: [50, 60, 65, 70, 75, 80, 85, 90], sharpDefault: 80 },
};
/** Median SSIM targets around where the qualities part (ADR 33): every quality tried has a median above 0.97. */
const TARGETS = [0.98, 0.985, 0.99, 0.995];
const LARGEST = { width: 1080, height: 1350 };

const started = performance.now();
const photos = await usablePhotos();
console.log(`${photos.length} photographs: ${photos.map((path) => path.split("/").pop()).join(", ")}`);

/** results[format][quality][width] = { bytes: [], ssim: [] } across the photos. */
const results = {};
for (const [format, { widths, qualities }] of Object.entries(FORMATS)) {
  results[format] = Object.fromEntries(
    qualities.map((quality) => [quality, Object.fromEntries(widths.map((width) => [width, { bytes: [], ssim: [] }]))]),
  );
}
for (const photo of photos) {
  for (const width of new Set(Object.values(FORMATS).flatMap(({ widths }) => widths))) {
    const height = (width * 5) / 4;
    const reference = await sharp(photo)
      .rotate()
      .resize(width, height, { fit: "cover" })
      .removeAlpha()
      .raw()
      .toBuffer();
    const referenceRgba = rgba(reference);
    for (const [format, { widths, qualities }] of Object.entries(FORMATS)) {
      if (!widths.includes(width)) continue;
      for (const quality of qualities) {
        const encoded = await sharp(reference, { raw: { width, height, channels: 3 } })
          [format]({ quality })
          .toBuffer();
        const decoded = await sharp(encoded).removeAlpha().raw().toBuffer();
        const cell = results[format][quality][width];
        cell.bytes.push(encoded.length);
        cell.ssim.push(ssim(referenceRgba, rgba(decoded), undefined, width, height));
      }
    }
  }
  process.stdout.write(".");
}
console.log();

for (const [format, { widths, qualities, sharpDefault }] of Object.entries(FORMATS)) {
  console.log(`\n${format.toUpperCase()}: median bytes / median SSIM (worst photo's SSIM) per width, 4:5 cover crop`);
  console.log(`| quality | ${widths.map((width) => `${width}×${(width * 5) / 4}`).join(" | ")} |`);
  console.log(`|---|${widths.map(() => "---").join("|")}|`);
  for (const quality of qualities) {
    const label = quality === sharpDefault ? `${quality} (sharp's default, local binding)` : String(quality);
    const cells = widths.map((width) => {
      const { bytes, ssim } = results[format][quality][width];
      return `${kilobytes(median(bytes))} / ${median(ssim).toFixed(4)} (${Math.min(...ssim).toFixed(4)})`;
    });
    console.log(`| ${label} | ${cells.join(" | ")} |`);
  }
  console.log(
    `\n${format.toUpperCase()}: the lowest quality whose median SSIM reaches the target, and its median bytes`,
  );
  console.log(`| SSIM ≥ | ${widths.map((width) => `${width} px`).join(" | ")} |`);
  console.log(`|---|${widths.map(() => "---").join("|")}|`);
  for (const target of TARGETS) {
    const cells = widths.map((width) => {
      const quality = qualities.find((q) => median(results[format][q][width].ssim) >= target);
      return quality
        ? `q${quality}: ${kilobytes(median(results[format][quality][width].bytes))}`
        : `> q${qualities.at(-1)}`;
    });
    console.log(`| ${target} | ${cells.join(" | ")} |`);
  }
}
console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s`);

/** The photographs whose 4:5 crop holds the largest cover without enlarging, one per picture (the package ships Elephants thrice). */
async function usablePhotos() {
  const seen = new Set();
  const usable = [];
  for (const path of realPhotos()) {
    const { width, height } = await sharp(path).metadata();
    const picture = path.split("/").pop().split(/[_.]/)[0];
    if (seen.has(picture) || Math.min(width, (height * 4) / 5) < LARGEST.width || height < LARGEST.height) continue;
    seen.add(picture);
    usable.push(path);
  }
  return usable;
}

/** RGB pixels as the RGBA the SSIM function reads. */
function rgba(rgb) {
  const out = new Uint8Array((rgb.length / 3) * 4);
  for (let from = 0, to = 0; from < rgb.length; from += 3, to += 4) {
    out[to] = rgb[from];
    out[to + 1] = rgb[from + 1];
    out[to + 2] = rgb[from + 2];
    out[to + 3] = 255;
  }
  return out;
}

function kilobytes(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
