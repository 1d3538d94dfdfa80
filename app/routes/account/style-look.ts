import type { Style } from "@contract/style";
import { styleTitle } from "@contract/style-labels";
import type { StyleLook } from "./screen-card";

/** How the owner's pages show a style (My screens, Insights): its title and its small picture (the cover item's thumb). */
export function styleLook(style: Style): StyleLook {
  const { payload } = style.attributes;
  const item =
    payload.find((entry) => entry.is_cover) ??
    payload.find((entry) => !entry.content_type.startsWith("video/")) ??
    payload[0];
  return {
    title: styleTitle(style.attributes),
    thumb: item ? (item.thumb ?? item.cover ?? item.slideshow_16x9) : null,
  };
}
