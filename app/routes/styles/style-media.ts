import type { PayloadItem, Style } from "@contract/style";

/** How the style pages read a style's payload (spec §3, decisions.md: a video style is its mp4 plus a poster). */
export const isVideoItem = (item: PayloadItem) => item.content_type.startsWith("video/");

/** The style's own pictures and videos: its before picture (issue 37) is not one of them. */
export const shownItems = (style: Style) => style.attributes.payload.filter((item) => !item.is_before);

/** The style's before picture, if it has one. */
export const beforeItem = (style: Style) => style.attributes.payload.find((item) => item.is_before);

/** The picture that stands for a style: its cover, else its first image (the poster, for a video). */
export function coverItem(style: Style): PayloadItem | undefined {
  const payload = shownItems(style);
  return payload.find((item) => item.is_cover) ?? payload.find((item) => !isVideoItem(item)) ?? payload[0];
}

/** The 4:5 cover variant, falling back to the smaller ones for items made before it existed. */
export const coverUrl = (item: PayloadItem) => item.cover ?? item.thumb ?? item.slideshow_16x9;

/** A video's poster is the image item that shares its cover; it goes when the video goes. */
export function posterOf(style: Style, video: PayloadItem): PayloadItem | undefined {
  return style.attributes.payload.find(
    (item) => item.id !== video.id && !isVideoItem(item) && item.cover !== null && item.cover === video.cover,
  );
}

/** "3 photos", "1 video": what a style holds, in words. */
export function mediaSummary(style: Style) {
  const payload = shownItems(style);
  if (payload.some(isVideoItem)) return "1 video";
  return payload.length === 1 ? "1 photo" : `${payload.length} photos`;
}
