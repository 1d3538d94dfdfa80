import type { Style } from "@contract/style";
import { styleTitle } from "@contract/style-labels";
import type { StyleLook } from "./screen-card";

/**
 * How the owner's pages show a style (My screens, Insights): its title and its small picture, the thumb of its
 * cover (never the "before" picture, never a full-size variant: a list of 40 px squares loads only thumbs).
 */
export function styleLook(style: Style): StyleLook {
  const payload = style.attributes.payload.filter((entry) => !entry.is_before);
  const item =
    payload.find((entry) => entry.is_cover) ??
    payload.find((entry) => !entry.content_type.startsWith("video/")) ??
    payload[0];
  return { title: styleTitle(style.attributes), thumb: item?.thumb ?? null };
}
