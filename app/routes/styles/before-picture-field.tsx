import type { DeviceOrientation } from "@contract/account";
import { BEFORE_FIELDS, BEFORE_MESSAGES } from "@contract/before-picture";
import { CONVERSION_MESSAGES } from "@contract/messages";
import type { PayloadItem } from "@contract/style";
import { kindOfStyleFile, PICKED_FILE_STATUS, STYLE_FILE_MESSAGES, STYLE_IMAGE_ACCEPT } from "@contract/style-file";
import { fileRejectedMessage, MAX_UPLOAD_BYTES } from "@contract/uploads";
import { useEffect, useRef, useState } from "react";
import { FieldFeedback } from "~/components/form-field";
import { type ConvertedMedia, loadMediaConversion } from "./load-media-conversion";
import { coverUrl } from "./style-media";

/**
 * The style's optional before picture (issue 37), beside its photos: one
 * photo, never the cover. Without JavaScript a plain file field
 * (`before_image`: the server makes its variants); with JavaScript the same
 * input, its photo converted in the browser like every other
 * (`before_image` and its 4:5 cover `before_image_cover`). A saved one is
 * shown with a Remove box (`image_to_delete`, as any saved item); a new
 * one replaces it.
 */
type PickedBefore = {
  file: File;
  status: "converting" | "done" | "failed";
  converted: Extract<ConvertedMedia, { kind: "image" }> | null;
  error: string | null;
};

export function useBeforePicture(orientation: DeviceOrientation) {
  const [picked, setPicked] = useState<PickedBefore | null>(null);
  const latest = useRef<File | null>(null);

  async function pick(file: File | null) {
    latest.current = file;
    if (!file) return setPicked(null);
    const refused = refusal(file);
    if (refused) return setPicked({ file, status: "failed", converted: null, error: refused });
    setPicked({ file, status: "converting", converted: null, error: null });
    const conversion = await loadMediaConversion().catch(() => null);
    // Offline, the photo goes up as picked: the server makes its variants.
    if (!conversion) return settle(file, { status: "done", converted: null, error: null });
    try {
      const converted = await conversion.convertForUpload(file, { orientation });
      if (converted.kind !== "image") throw new Error(fileRejectedMessage(file.size));
      settle(file, { status: "done", converted, error: null });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : CONVERSION_MESSAGES.fileFailed;
      settle(file, { status: "failed", converted: null, error: message });
    }
  }

  // A later pick wins: an earlier conversion finishing late changes nothing.
  function settle(file: File, state: Omit<PickedBefore, "file">) {
    if (latest.current === file) setPicked({ file, ...state });
  }

  /** Why the before picture cannot go up yet, or null. */
  function blocker(): string | null {
    if (picked?.status === "failed") return picked.error;
    if (picked?.status === "converting") return STYLE_FILE_MESSAGES.stillConverting;
    return null;
  }

  /** The picture as the API takes it: converted with its cover, else as picked. */
  function appendTo(body: FormData) {
    if (!picked) return;
    const { file, converted } = picked;
    if (!converted) return body.set(BEFORE_FIELDS.image, file, file.name);
    body.set(BEFORE_FIELDS.image, new File([converted.slide], file.name, { type: converted.slide.type }));
    body.set(BEFORE_FIELDS.cover, new File([converted.cover], file.name, { type: converted.cover.type }));
  }

  return { picked, pick, blocker, appendTo };
}

export type BeforePictureState = ReturnType<typeof useBeforePicture>;

/** A photo only, within the upload size: what the browser can tell before converting it. */
function refusal(file: File) {
  if (kindOfStyleFile(file) !== "image" || file.size === 0 || file.size > MAX_UPLOAD_BYTES)
    return fileRejectedMessage(file.size);
  return null;
}

export function BeforePictureField({
  inputId,
  saved,
  before,
  hydrated,
  errors,
  removeName,
  onChange,
}: {
  inputId: string;
  /** The style's saved before picture, if any. */
  saved: PayloadItem | undefined;
  before: BeforePictureState;
  hydrated: boolean;
  /** Problems of the last save with it, and the script's own. */
  errors: string[];
  /** The form's field of items to remove. */
  removeName: string;
  onChange: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const problem = before.picked?.status === "failed" ? before.picked.error : null;
  const shown = [...errors, ...(problem ? [problem] : [])];

  // Picked before the page hydrated: the input still holds it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the script takes over
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (hydrated && file) void before.pick(file);
  }, [hydrated]);

  return (
    <div className="space-y-2 border-t border-line pt-4" data-testid="before-picture">
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        {BEFORE_MESSAGES.label}
      </label>
      <p id={hintId} className="text-sm text-ink-soft">
        {BEFORE_MESSAGES.hint}
      </p>
      {saved ? (
        <div className="flex items-center gap-3">
          <img src={saved.thumb ?? coverUrl(saved)} alt="" className="size-16 rounded-lg object-cover" />
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={removeName}
              value={saved.id}
              onChange={onChange}
              className="size-4 accent-danger"
            />
            Remove the before picture
          </label>
        </div>
      ) : null}
      {/* With JavaScript no name: the script sends the converted photo itself. */}
      <input
        ref={input}
        id={inputId}
        type="file"
        name={hydrated ? undefined : BEFORE_FIELDS.image}
        accept={STYLE_IMAGE_ACCEPT}
        onChange={(event) => {
          void before.pick(event.currentTarget.files?.[0] ?? null);
          onChange();
        }}
        aria-invalid={shown.length ? true : undefined}
        aria-describedby={shown.length ? `${hintId} ${errorId}` : hintId}
        className="block w-full max-w-md text-sm text-ink-soft file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-soft file:px-4 file:text-sm file:font-semibold file:text-brand-dark"
      />
      {before.picked?.status === "converting" ? (
        <p role="status" className="text-sm text-ink-soft">
          {PICKED_FILE_STATUS.preparing}
        </p>
      ) : null}
      <FieldFeedback id={errorId} errors={shown} />
    </div>
  );
}
