import { env } from "cloudflare:test";
import type { StyleFields } from "@contract/style";
import { insertStyle, setApproved } from "@workers/db/styles";

let counter = 0;

/**
 * A style straight in the database: one picture (or a video first, with
 * `video`), approved unless `approved: false`. Its media keys need no files:
 * the API only builds URLs from them.
 */
export async function addStyle(
  accountId: string,
  { approved = true, video = false, ...fields }: Partial<StyleFields> & { approved?: boolean; video?: boolean } = {},
): Promise<string> {
  const id = `st${String(++counter).padStart(4, "0")}${accountId.slice(0, 4)}`;
  const key = (name: string) => `accounts/${accountId}/styles/${id}/${name}`;
  const image = {
    id: `${id}i`,
    kind: "image" as const,
    contentType: "image/webp",
    filename: "a.png",
    originalKey: key("a-original.png"),
    slideKey: key("a-slide.webp"),
    thumbKey: key("a-thumb.webp"),
    coverKey: key("a-cover.webp"),
    isCover: true,
  };
  const clip = { ...image, id: `${id}v`, kind: "video" as const, contentType: "video/mp4", slideKey: key("v.mp4") };
  await insertStyle(env.DB, {
    id,
    accountId,
    fields: {
      gender: "female",
      color: "blonde",
      style: "long",
      tags: [],
      show_in_gallery: true,
      hidden_in_portfolio: false,
      show_in_slideshow: true,
      ...fields,
    },
    items: video ? [clip, { ...image, isCover: false }] : [image],
  });
  if (approved) await setApproved(env.DB, id, true);
  return id;
}
