import type { PayloadItem, Style } from "@contract/style";
import { useState } from "react";
import { ImageLoader } from "~/components/media-loaders";
import { coverUrl, isVideoItem, posterOf, shownItems } from "./style-media";

type FieldMeta = { name: string; key?: string | undefined; initialValue?: unknown };

/**
 * The saved photos (or video) of a style being edited. Each can be removed
 * (`image_to_delete`); with two or more photos each also gets a cover
 * choice (`cover_item_id`) and a position (`item_order` beside
 * `item_position`: the action sorts by the positions, so reordering works
 * without JavaScript). With JavaScript a new position moves the tile at once.
 */
export function SavedMedia({
  style,
  fields,
  onRemovalChange,
}: {
  style: Style;
  fields: { remove: FieldMeta; cover: FieldMeta };
  onRemovalChange: (ids: string[]) => void;
}) {
  const ticked = new Set(listOf(fields.remove.initialValue));
  // A video and its poster are one thing here: the poster goes with the video.
  const posters = new Set(style.attributes.payload.filter(isVideoItem).map((video) => posterOf(style, video)?.id));
  const shown = shownItems(style).filter((item) => !posters.has(item.id));
  const [order, setOrder] = useState(() => shown.map((item) => item.id));
  const items = order.map((id) => shown.find((item) => item.id === id)).filter((item) => item !== undefined);
  const arrangeable = items.length > 1 && !items.some(isVideoItem);
  const initialCover = typeof fields.cover.initialValue === "string" ? fields.cover.initialValue : undefined;
  const [cover, setCover] = useState(initialCover ?? style.attributes.payload.find((item) => item.is_cover)?.id);

  const moveTo = (id: string, position: number) =>
    setOrder((current) => {
      const rest = current.filter((other) => other !== id);
      return [...rest.slice(0, position), id, ...rest.slice(position)];
    });

  return (
    <ul
      aria-label="Saved files"
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5"
      onChange={(event) => {
        const boxes = event.currentTarget.querySelectorAll<HTMLInputElement>(
          `input[name="${fields.remove.name}"]:checked`,
        );
        onRemovalChange(Array.from(boxes, (box) => box.value));
      }}
    >
      {items.map((item, index) => (
        <li key={item.id} className="min-w-0 overflow-hidden rounded-xl border border-line bg-white">
          <label className="group block cursor-pointer has-checked:bg-danger/5 has-focus-visible:outline-2 has-focus-visible:outline-brand">
            <span className="relative block aspect-square bg-line">
              <ImageLoader
                src={item.thumb ?? coverUrl(item)}
                alt=""
                loading="lazy"
                className="size-full object-cover group-has-checked:opacity-40"
              />
              {isVideoItem(item) ? <Badge>Video</Badge> : null}
              {arrangeable && item.id === cover ? <Badge>Cover</Badge> : null}
            </span>
            <span className="flex min-h-11 items-center gap-2 px-2 text-sm">
              <input
                key={fields.remove.key}
                type="checkbox"
                name={fields.remove.name}
                value={item.id}
                defaultChecked={ticked.has(item.id)}
                className="size-4 shrink-0 accent-danger"
              />
              <span className="truncate">
                Remove<span className="sr-only"> {item.filename}</span>
              </span>
            </span>
          </label>
          {arrangeable ? (
            <Arrange
              item={item}
              position={{ index, count: items.length }}
              coverField={fields.cover.name}
              isCover={item.id === cover}
              onCover={() => setCover(item.id)}
              onMove={(to) => moveTo(item.id, to)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A photo's cover choice and position. */
function Arrange({
  item,
  position: { index, count },
  coverField,
  isCover,
  onCover,
  onMove,
}: {
  item: PayloadItem;
  position: { index: number; count: number };
  coverField: string;
  isCover: boolean;
  onCover: () => void;
  onMove: (index: number) => void;
}) {
  return (
    <span className="flex items-center justify-between gap-2 border-t border-line px-2 text-sm">
      <label className="flex min-h-11 cursor-pointer items-center gap-2">
        <input
          type="radio"
          name={coverField}
          value={item.id}
          checked={isCover}
          onChange={onCover}
          className="size-4 shrink-0 accent-brand"
        />
        Cover<span className="sr-only"> {item.filename}</span>
      </label>
      <input type="hidden" name="item_order" value={item.id} />
      <select
        name="item_position"
        aria-label={`Position of ${item.filename}`}
        value={String(index + 1)}
        onChange={(event) => onMove(Number(event.currentTarget.value) - 1)}
        className="min-h-11 rounded-lg border border-line bg-white px-2 text-sm"
      >
        {Array.from({ length: count }, (_, position) => String(position + 1)).map((number) => (
          <option key={number} value={number}>
            {number}
          </option>
        ))}
      </select>
    </span>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="badge absolute top-1.5 left-1.5 bg-ink/80">
      {children}
    </span>
  );
}

export const listOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === "string")
    : typeof value === "string"
      ? [value]
      : [];
