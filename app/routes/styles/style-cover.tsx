import type { Style } from "@contract/style";
import { styleTitle } from "@contract/style-labels";
import type { ComponentProps } from "react";
import { ImageLoader } from "~/components/media-loaders";
import { coverItem, coverUrl } from "./style-media";

/** A style's cover picture, named after the style; nothing when it has none. */
export function StyleCover({
  style,
  ...props
}: { style: Style } & Omit<ComponentProps<typeof ImageLoader>, "src" | "alt">) {
  const cover = coverItem(style);
  if (!cover) return null;
  return <ImageLoader src={coverUrl(cover)} alt={`Cover of ${styleTitle(style.attributes)}`} {...props} />;
}
