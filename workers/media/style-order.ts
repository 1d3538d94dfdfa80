/**
 * The order of a style's items and which one is its cover, as the editor
 * asks for them. Pure, so the rules are tested on their own.
 */
type Item = { id: string; isVideo: boolean };

/**
 * Kept items in the order asked for; those the request does not name keep
 * their place after the named ones (an old page, a script sending no order).
 */
export function orderItems<T extends { id: string }>(kept: T[], asked: readonly string[]): T[] {
  const rank = new Map(asked.map((id, index) => [id, index]));
  return kept
    .map((item, index) => ({ item, rank: rank.get(item.id) ?? asked.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item);
}

/**
 * The cover: the picture asked for, else the one that was the cover, else
 * the first picture (a video style's poster). A video is never the cover
 * itself: its poster stands for it.
 */
export function pickCover(items: readonly Item[], asked?: string, current?: string): string | undefined {
  const pictures = items.filter((item) => !item.isVideo).map((item) => item.id);
  return [asked, current].find((id) => id !== undefined && pictures.includes(id)) ?? pictures[0];
}
