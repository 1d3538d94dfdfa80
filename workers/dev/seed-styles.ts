import type { StyleFields } from "@contract/portfolio";
import { findAccount } from "../db/account-profile";
import { findPortfolio, insertPortfolio, setApproved } from "../db/portfolios";
import { buildStyleItems, deleteKeys, putAll, withCover } from "../media/style-media";
import { DEMO_AD_VIDEO_BASE64 } from "./demo-ad-video";
import { gradientPng } from "./png";

type Rgb = [number, number, number];
type DemoStyle = {
  fields: Omit<StyleFields, "show_in_gallery" | "hidden_in_portfolio" | "show_in_slideshow">;
  colours: [Rgb, Rgb];
  approved: boolean;
  /** A video style: the demo clip, with the gradient as its poster. */
  video?: boolean;
};

const style = (
  gender: StyleFields["gender"],
  color: StyleFields["color"],
  kind: StyleFields["style"],
  tags: string[],
  colours: [Rgb, Rgb],
  { approved = true, video = false } = {},
): DemoStyle => ({
  fields: { gender, color, style: kind, tags },
  colours,
  approved,
  video,
});

/** What the demo stylists show (README: Demo logins); pictures are generated, nothing is downloaded. */
export const DEMO_STYLES: Record<string, DemoStyle[]> = {
  "stylist@example.com": [
    style(
      "female",
      "blonde",
      "long",
      ["#balayage", "#summer"],
      [
        [242, 201, 76],
        [161, 98, 7],
      ],
    ),
    style(
      "female",
      "red",
      "medium",
      ["#copper", "#waves"],
      [
        [214, 64, 39],
        [120, 30, 20],
      ],
    ),
    style(
      "male",
      "black",
      "fade",
      ["#skinfade", "#sharp"],
      [
        [40, 40, 48],
        [120, 120, 130],
      ],
    ),
    style(
      "female",
      "brown",
      "curly",
      ["#curls", "#natural"],
      [
        [120, 72, 40],
        [222, 170, 120],
      ],
    ),
    style(
      "unisex",
      "colourful",
      "colour",
      ["#pastel", "#bold"],
      [
        [150, 90, 220],
        [60, 200, 200],
      ],
    ),
    style(
      "male",
      "brown",
      "beard",
      ["#beard", "#trim"],
      [
        [90, 60, 40],
        [200, 160, 120],
      ],
    ),
    style(
      "female",
      "grey",
      "updo",
      ["#bridal", "#elegant"],
      [
        [180, 180, 190],
        [90, 90, 110],
      ],
      { approved: false },
    ),
    style(
      "unisex",
      "colourful",
      "colour",
      ["#colourmelt", "#video"],
      [
        [124, 58, 237],
        [245, 158, 11],
      ],
      { video: true },
    ),
  ],
  "gold@example.com": [
    style(
      "female",
      "blonde",
      "short",
      ["#pixie"],
      [
        [250, 220, 120],
        [200, 150, 40],
      ],
    ),
    style(
      "male",
      "black",
      "short",
      ["#buzz"],
      [
        [30, 30, 30],
        [90, 90, 90],
      ],
    ),
    style(
      "female",
      "brown",
      "braids",
      ["#braids", "#protective"],
      [
        [100, 60, 30],
        [180, 120, 60],
      ],
    ),
  ],
};

/**
 * Adds the demo styles an account lacks (safe to run again, even twice at
 * once: each demo style has a fixed id, so a second insert fails and its files
 * are deleted again). Returns how many it added.
 */
export async function seedDemoStyles(env: Env, accountId: string, styles: DemoStyle[]) {
  const account = await findAccount(env.DB, accountId);
  const orientation = account?.attributes.device_orientation ?? "landscape";
  let added = 0;
  for (const [index, demo] of styles.entries()) {
    const portfolioId = `demo${index + 1}-${accountId}`;
    if (await findPortfolio(env.DB, portfolioId)) continue;
    const png = await gradientPng(800, 1000, ...demo.colours);
    const { items, puts } = await buildStyleItems(
      env.IMAGES,
      { accountId, portfolioId, orientation },
      [{ bytes: png, media: { kind: "image", mime: "image/png", ext: "png" }, filename: `demo-${index + 1}.png` }],
      demo.video ? demoClip() : undefined,
    );
    await putAll(env.MEDIA, puts);
    const fields: StyleFields = {
      ...demo.fields,
      show_in_gallery: true,
      hidden_in_portfolio: false,
      show_in_slideshow: true,
    };
    try {
      await insertPortfolio(env.DB, { id: portfolioId, accountId, fields, items: withCover(items) });
    } catch {
      await deleteKeys(
        env.MEDIA,
        puts.map((put) => put.key),
      ); // another seed run added it first
      continue;
    }
    if (demo.approved) await setApproved(env.DB, portfolioId, true);
    added++;
  }
  return added;
}

/** The demo clip the ads use too (3 s of drifting colours, H.264), as a checked upload. */
const demoClip = () => ({
  bytes: Uint8Array.from(atob(DEMO_AD_VIDEO_BASE64), (char) => char.charCodeAt(0)),
  media: { kind: "video" as const, mime: "video/mp4", ext: "mp4" },
  filename: "demo-clip.mp4",
});
