import type { StyleFields } from "@contract/style";
import { findAccount } from "../db/account-profile";
import { findStyle, insertStyle, setApproved } from "../db/styles";
import { buildStyleItems, deleteKeys, putAll, withCover } from "../media/style-media";
import { DEMO_AD_VIDEO_BASE64 } from "./demo-ad-video";
import { gradientPng } from "./png";

type Rgb = [number, number, number];
type DemoStyle = {
  fields: Omit<StyleFields, "show_in_gallery" | "hidden_in_portfolio" | "show_in_slideshow">;
  /** The picture's gradient, from one colour to the other. */
  colours: [string, string];
  approved: boolean;
  /** A video style: the demo clip, with the gradient as its poster. */
  video?: boolean;
};

const style = (
  [gender, color, kind]: [StyleFields["gender"], StyleFields["color"], StyleFields["style"]],
  tags: string[],
  colours: [string, string],
  { approved = true, video = false } = {},
): DemoStyle => ({ fields: { gender, color, style: kind, tags }, colours, approved, video });

/** What the demo stylists show (README: Demo logins); pictures are generated, nothing is downloaded. */
export const DEMO_STYLES: Record<string, DemoStyle[]> = {
  "stylist@example.com": [
    style(["female", "blonde", "long"], ["#balayage", "#summer"], ["#f2c94c", "#a16207"]),
    style(["female", "red", "medium"], ["#copper", "#waves"], ["#d64027", "#781e14"]),
    style(["male", "black", "fade"], ["#skinfade", "#sharp"], ["#282830", "#787882"]),
    style(["female", "brown", "curly"], ["#curls", "#natural"], ["#784828", "#deaa78"]),
    style(["unisex", "colourful", "colour"], ["#pastel", "#bold"], ["#965adc", "#3cc8c8"]),
    style(["male", "brown", "beard"], ["#beard", "#trim"], ["#5a3c28", "#c8a078"]),
    style(["female", "grey", "updo"], ["#bridal", "#elegant"], ["#b4b4be", "#5a5a6e"], { approved: false }),
    style(["unisex", "colourful", "colour"], ["#colourmelt", "#video"], ["#7c3aed", "#f59e0b"], { video: true }),
  ],
  "gold@example.com": [
    style(["female", "blonde", "short"], ["#pixie"], ["#fadc78", "#c89628"]),
    style(["male", "black", "short"], ["#buzz"], ["#1e1e1e", "#5a5a5a"]),
    style(["female", "brown", "braids"], ["#braids", "#protective"], ["#643c1e", "#b4783c"]),
  ],
};

const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;

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
    // Ten characters, as every id (decisions.md), so the demo's slides get short scan codes (issue 24); a demo
    // seeded before that (`demo1-{account}`) is left as it is.
    const styleId = `d${(index + 1).toString(36)}${accountId.slice(0, 8)}`;
    if ((await findStyle(env.DB, styleId)) || (await findStyle(env.DB, `demo${index + 1}-${accountId}`))) {
      continue;
    }
    const png = await gradientPng(800, 1000, rgb(demo.colours[0]), rgb(demo.colours[1]));
    const { items, puts } = await buildStyleItems(
      env.IMAGES,
      { accountId, styleId, orientation },
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
      await insertStyle(env.DB, { id: styleId, accountId, fields, items: withCover(items) });
    } catch {
      await deleteKeys(
        env.MEDIA,
        puts.map((put) => put.key),
      ); // another seed run added it first
      continue;
    }
    if (demo.approved) await setApproved(env.DB, styleId, true);
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
