import type { DeviceOrientation } from "@contract/account";
import { CONVERSION_MESSAGES } from "@contract/messages";
import {
  checkStyleFile,
  PICKED_FILE_STATUS,
  STYLE_FILE_MESSAGES,
  STYLE_IMAGE_ACCEPT,
  STYLE_MEDIA_ACCEPT,
  type StyleFileKind,
} from "@contract/style-file";
import { useCallback, useEffect, useRef, useState } from "react";
import { ProgressBar } from "~/components/progress-bar";
import { type ConvertedMedia, loadMediaConversion } from "./load-media-conversion";

/**
 * The editor's files once JavaScript runs (spec §4 Media processing, §5
 * Files): each picked file is checked at once, previewed, and converted in
 * the browser (load-media-conversion.ts): idle (the conversion code is
 * still on its way: "Preparing…") → converting (0–100, with a cancel) → done
 * ("Ready") or failed with the spec's message. Only a done file is ready: the
 * tile never says "Ready" while Save would still refuse. Should the
 * conversion code not load (offline), a photo is done as picked (the server
 * makes its variants); a video fails, the API takes it only with the poster
 * the conversion makes. Nothing here touches the form's other fields, so a
 * failed file loses nothing typed.
 */
export type PickedStatus = "idle" | "converting" | "done" | "failed";

export type PickedMedia = {
  key: string;
  file: File;
  kind: StyleFileKind;
  status: PickedStatus;
  progress: number;
  error: string | null;
  converted: ConvertedMedia | null;
  /** An object URL to show: the picked image where the browser can, else what the conversion made. */
  preview: string | null;
};

/** The style's media already saved, as the checks count them. */
export type KeptMedia = { names: string[]; images: number; videos: number };

const SHOWABLE = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);
let nextKey = 1;

export function usePickedMedia(orientation: DeviceOrientation) {
  const [items, setItems] = useState<PickedMedia[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const running = controllers.current;
    const made = urls.current;
    // Fetched while the stylist fills in the form, so the first file starts at once.
    loadMediaConversion().catch(() => {});
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);

  const update = useCallback((key: string, patch: Partial<PickedMedia>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const objectUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.add(url);
    return url;
  };

  async function convert(item: PickedMedia) {
    const conversion = await loadMediaConversion().catch(() => null);
    if (!conversion) {
      // A photo goes up as picked; a video needs its poster.
      if (item.kind === "video") update(item.key, { status: "failed", error: CONVERSION_MESSAGES.fileFailed });
      else update(item.key, { status: "done", progress: 100 });
      return;
    }
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    update(item.key, { status: "converting", progress: 0 });
    try {
      const converted = await conversion.convertForUpload(item.file, {
        orientation,
        signal: controller.signal,
        onProgress: (progress) => update(item.key, { progress }),
      });
      const picture = converted.kind === "image" ? converted.thumb : converted.poster;
      update(item.key, { status: "done", progress: 100, converted, preview: objectUrl(picture) });
    } catch (error) {
      if (controller.signal.aborted) return; // cancelled: the file is already gone
      // The conversion rejects with the message to show (spec §5, §8).
      const message = error instanceof Error && error.message ? error.message : CONVERSION_MESSAGES.fileFailed;
      update(item.key, { status: "failed", error: message });
    } finally {
      controllers.current.delete(item.key);
    }
  }

  /** Checks and adds picked files; the refused ones are said in `problems`, per file. */
  function add(files: File[], kept: KeptMedia) {
    const names = new Set([...kept.names, ...items.map((item) => item.file.name)]);
    let images = kept.images + items.filter((item) => item.kind === "image").length;
    let videos = kept.videos + items.filter((item) => item.kind === "video").length;
    const added: PickedMedia[] = [];
    const refused: string[] = [];
    for (const file of files) {
      const check = checkStyleFile(file, { names, images, videos });
      if (!check.ok) {
        refused.push(files.length > 1 ? `${file.name}: ${check.message}` : check.message);
        continue;
      }
      names.add(file.name);
      if (check.kind === "image") images++;
      else videos++;
      added.push({
        key: `picked-${nextKey++}`,
        file,
        kind: check.kind,
        status: "idle",
        progress: 0,
        error: null,
        converted: null,
        preview: SHOWABLE.has(file.type) ? objectUrl(file) : null,
      });
    }
    setProblems(refused);
    if (added.length === 0) return;
    setItems((current) => [...current, ...added]);
    for (const item of added) void convert(item);
  }

  /** Cancels a conversion or drops a file: either way it leaves the selection. */
  function remove(key: string) {
    controllers.current.get(key)?.abort();
    setItems((current) => current.filter((item) => item.key !== key));
    setProblems([]);
  }

  /** Why the files cannot go up yet, or null. */
  function blocker(): string | null {
    if (items.some((item) => item.status === "failed")) return STYLE_FILE_MESSAGES.conversionFailed;
    if (items.some((item) => item.status !== "done")) {
      return STYLE_FILE_MESSAGES.stillConverting;
    }
    return null;
  }

  /** The files as the API takes them: converted where they were (a picture with its cover), else as picked; a video with its poster. */
  function appendTo(body: FormData) {
    for (const { file, converted } of items) {
      if (converted?.kind === "video") {
        body.set("video", new File([converted.video], file.name, { type: "video/mp4" }));
        const base = file.name.replace(/\.[^.]*$/, "");
        body.set("poster", new File([converted.poster], `${base}-poster.webp`, { type: "image/webp" }));
      } else if (converted?.kind === "image") {
        // The slide, and the 4:5 cover cut from the whole photo, which the picture set is made from (issue 33).
        body.append("images", new File([converted.slide], file.name, { type: converted.slide.type }));
        body.append("image_covers", new File([converted.cover], file.name, { type: converted.cover.type }));
      } else {
        body.append("images", new File([file], file.name, { type: file.type }));
      }
    }
  }

  return { items, problems, setProblems, add, remove, blocker, appendTo };
}

export type PickedMediaState = ReturnType<typeof usePickedMedia>;

/**
 * The file input, in both worlds: without JavaScript a plain multipart
 * field (`images`, photos only); once hydrated a button that opens the file
 * dialog, with a tile per picked file and its state. It is one and the same
 * input element throughout, so files picked before the page hydrated are
 * taken over, not lost.
 */
export function MediaPicker({
  picker,
  kept,
  hydrated,
  inputId,
  describedBy,
  invalid,
  onChange,
}: {
  picker: PickedMediaState;
  kept: KeptMedia;
  hydrated: boolean;
  inputId: string;
  describedBy: string;
  invalid: boolean;
  /** Files were added or removed. */
  onChange: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);

  function take(element: HTMLInputElement) {
    const files = Array.from(element.files ?? []);
    // Emptied, so the same file can be picked again after it was removed.
    element.value = "";
    if (!files.length) return;
    picker.add(files, kept);
    onChange();
  }

  // Picked before the page hydrated: the input still holds them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the script takes over
  useEffect(() => {
    if (hydrated && input.current?.files?.length) take(input.current);
  }, [hydrated]);

  return (
    <div className="space-y-3">
      {picker.items.length ? (
        <ul aria-label="New files" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {picker.items.map((item) => (
            <PickedTile
              key={item.key}
              item={item}
              onRemove={() => {
                picker.remove(item.key);
                onChange();
              }}
            />
          ))}
        </ul>
      ) : null}
      <div>
        <label
          htmlFor={inputId}
          className={
            hydrated
              ? "btn-secondary cursor-pointer has-[+input:focus-visible]:outline-2 has-[+input:focus-visible]:outline-offset-2 has-[+input:focus-visible]:outline-brand"
              : "block text-sm font-semibold text-ink"
          }
        >
          {hydrated ? (
            <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" fill="none">
              <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          ) : null}
          {hydrated ? "Add photos or a video" : "Add photos"}
        </label>
        {/* With JavaScript no name: the script sends the files itself, converted. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          name={hydrated ? undefined : "images"}
          multiple
          accept={hydrated ? STYLE_MEDIA_ACCEPT : STYLE_IMAGE_ACCEPT}
          onChange={(event) => take(event.currentTarget)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          className={
            hydrated
              ? "sr-only"
              : "mt-1.5 block w-full max-w-md text-sm text-ink-soft file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-soft file:px-4 file:text-sm file:font-semibold file:text-brand-dark"
          }
        />
      </div>
    </div>
  );
}

function PickedTile({ item, onRemove }: { item: PickedMedia; onRemove: () => void }) {
  const { file, status } = item;
  // A picked file is shown as it is until converted: one that only claims to be an image shows the icon instead.
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const preview = item.preview !== unreadable ? item.preview : null;
  return (
    <li
      data-testid="picked-file"
      data-status={status}
      className={`flex min-w-0 flex-col overflow-hidden rounded-xl border bg-white ${
        status === "failed" ? "border-danger" : "border-line"
      }`}
    >
      <div className="relative grid aspect-square place-items-center bg-line text-ink-soft">
        {preview ? (
          <img src={preview} alt="" onError={() => setUnreadable(preview)} className="size-full object-cover" />
        ) : (
          <FileIcon video={item.kind === "video"} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-2 text-xs">
        <p className="truncate font-medium text-ink" title={file.name}>
          {file.name}
        </p>
        {status === "converting" ? (
          <ProgressBar aria-label={`Converting ${file.name}`} value={item.progress} className="h-1.5 w-full" />
        ) : null}
        <p role="status" className={status === "failed" ? "font-medium text-danger" : "text-ink-soft"}>
          {statusText(item)}
        </p>
        <button type="button" onClick={onRemove} className="btn-ghost mt-auto min-h-9 px-2 text-xs">
          {status === "converting" ? "Cancel" : "Remove"}
          <span className="sr-only"> {file.name}</span>
        </button>
      </div>
    </li>
  );
}

function statusText(item: PickedMedia) {
  switch (item.status) {
    case "idle":
      return PICKED_FILE_STATUS.preparing;
    case "converting":
      return PICKED_FILE_STATUS.converting(item.progress);
    case "done":
      return PICKED_FILE_STATUS.ready;
    case "failed":
      return item.error;
  }
}

function FileIcon({ video }: { video: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-8" aria-hidden="true" fill="none">
      {video ? (
        <path d="M4 6h11v12H4zM15 10l5-3v10l-5-3" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      ) : (
        <path d="M4 5h16v14H4zM4 15l4-4 3 3 4-5 5 6" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      )}
    </svg>
  );
}
