/**
 * The real photograph the picture-set tests upload (issue 33): Debian's
 * mate-backgrounds nature/Garden.jpg at 2160x1350, a 169 KB JPEG (the
 * package's originals are megabytes; the benchmark fetches those itself).
 * Its 4:5 crop is 1080 px wide, so it makes every file of the set.
 */
export const REAL_PHOTO = "tests/fixtures/media/real-photo-garden.jpg";

/**
 * The most bytes each file of its set may take, by "type width": a fifth
 * above what the local Images binding makes of it (at sharp's default
 * qualities, ADR 33: AVIF 5.5, 8.7, 12.2, 17.2 KB; WebP 8.8, 14.1, 20.1,
 * 34.6 KB). The 1080 px cover of a real photo used to be 455 KB.
 */
export const REAL_PHOTO_CEILING_KB: Record<string, number> = {
  "image/avif 360": 7,
  "image/avif 540": 11,
  "image/avif 720": 15,
  "image/avif 960": 21,
  "image/webp 360": 11,
  "image/webp 540": 17,
  "image/webp 720": 24,
  "image/webp 1080": 42,
};
