import { mediaUrl } from "@contract/media-url";
import { PICTURE_FORMATS, type Picture, type PictureFile, pictureFileName } from "@contract/picture-set";

/**
 * A picture set as payload_items.pictures stores it (migration 0017): the key
 * its files share and their names. A file's R2 key is `${key}-${name}`.
 */
export type StoredPictureSet = { key: string; files: string[] };

export const pictureSetColumn = (set: StoredPictureSet) => JSON.stringify(set);

function parse(column: string | null): StoredPictureSet | null {
  if (!column) return null;
  const set = JSON.parse(column) as StoredPictureSet;
  return typeof set.key === "string" && Array.isArray(set.files) ? set : null;
}

/** The R2 keys of a stored set: what goes when its item goes. */
export const pictureSetKeys = (column: string | null) => {
  const set = parse(column);
  return set ? set.files.map((name) => `${set.key}-${name}`) : [];
};

/** The set as the API answers it: each file's URL, format and width, AVIF first, narrow to wide. */
export function picturesOf(column: string | null): Picture[] {
  const set = parse(column);
  if (!set) return [];
  return PICTURE_FORMATS.flatMap(({ type, widths }) =>
    widths
      .map((width): PictureFile => ({ type, width }))
      .filter((file) => set.files.includes(pictureFileName(file)))
      .map((file) => ({ ...file, url: mediaUrl(`${set.key}-${pictureFileName(file)}`) ?? "" })),
  );
}

/** The key a set's file belongs to (the set's shared key), or null for a key that is no set's file. */
export const pictureSetKeyOf = (fileKey: string) => fileKey.match(/^(.+)-\d+\.(avif|webp)$/)?.[1] ?? null;
