import { findAdById, insertAd } from "../db/slideshow";
import { makeVariants } from "../media/image-variants";
import { putAll } from "../media/style-media";
import { DEMO_AD_VIDEO_BASE64 } from "./demo-ad-video";
import { gradientPng } from "./png";

type DemoAd = {
  id: string;
  title: string;
  contentType: string;
  files: (images: ImagesBinding) => Promise<[Uint8Array, Uint8Array]>;
};

const DEMO_ADS: DemoAd[] = [
  {
    id: "demo-ad-01",
    title: "Stylecast: your salon on every screen",
    contentType: "image/webp",
    files: async (images) => {
      const png = await gradientPng(1920, 1080, [20, 18, 26], [124, 58, 237]);
      const { slide, thumb } = await makeVariants(images, png, "landscape");
      return [slide, thumb];
    },
  },
  {
    id: "demo-ad-02",
    title: "Stylecast: colours in motion",
    contentType: "video/mp4",
    files: async (images) => {
      const png = await gradientPng(640, 360, [124, 58, 237], [245, 158, 11]);
      const { thumb } = await makeVariants(images, png, "landscape");
      return [Uint8Array.from(atob(DEMO_AD_VIDEO_BASE64), (char) => char.charCodeAt(0)), thumb];
    },
  },
];

/**
 * Two demo slideshow ads (issue 11 Seed: one picture, one video), so the demo
 * stylist's show has ads and the gold stylist's has none. Fixed ids and keys
 * under ads/{id}/: safe to run again (an existing ad is skipped; two runs at
 * once write the same bytes under the same keys, and one insert wins).
 */
export async function seedDemoAds(env: Env) {
  let added = 0;
  for (const ad of DEMO_ADS) {
    if (await findAdById(env.DB, ad.id)) continue;
    const [file, cover] = await ad.files(env.IMAGES);
    const fileKey = `ads/${ad.id}/${ad.contentType === "video/mp4" ? "video.mp4" : "slide.webp"}`;
    const coverKey = `ads/${ad.id}/thumb.webp`;
    await putAll(env.MEDIA, [
      { key: fileKey, bytes: file, contentType: ad.contentType },
      { key: coverKey, bytes: cover, contentType: "image/webp" },
    ]);
    if (await insertAd(env.DB, { id: ad.id, title: ad.title, contentType: ad.contentType, fileKey, coverKey })) added++;
  }
  return added;
}
