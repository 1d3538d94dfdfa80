import { AVATAR_ACCEPT, AVATAR_FIELD_TEXTS, checkAvatarFile } from "@contract/avatar-file";
import { MESSAGES, type ToastType } from "@contract/messages";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { NotJsonAnswer, postWithProgress } from "~/lib/post-with-progress";
import { AccountAvatar } from "./account-avatar";
import { FieldFeedback } from "./form-field";
import { useToast } from "./toaster";

/** What the avatar action answers a script (a form without JavaScript gets a redirect and a flash toast). */
export type AvatarActionAnswer = { ok: boolean; message: string; toastType: ToastType; avatar?: string };

/**
 * The avatar of spec §2 and §5, saved by the profile form's one "Save
 * changes" (issue 26): its file input belongs to that form (`form`), so the
 * picked file goes with the profile, with JavaScript or without (the form is
 * multipart). With JavaScript the file is checked at once (a video gets
 * 'Avatar cannot be a video') and previewed, and Save changes counts it as a
 * change. Delete is its own small form, posting to `action`.
 */
export function AvatarField({
  action,
  avatar,
  name,
  form,
  inputId,
  serverErrors,
  saved,
  onPickedChange,
}: {
  action: string;
  avatar: string | null;
  name: string;
  /** The id of the form that saves the picked file. */
  form: string;
  inputId: string;
  /** The last save's refusal of the picked file (a new array per answer), shown until another file is picked. */
  serverErrors?: string[] | null | undefined;
  /** The save took the picked file though the rest of the form was sent back (a new object per answer). */
  saved?: { url: string } | null | undefined;
  onPickedChange?: (picked: boolean) => void;
}) {
  const hydrated = useHydrated();
  const showToast = useToast();
  const revalidator = useRevalidator();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<{ file: File; url: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Saved while the rest of the form was sent back: the page's data is not reloaded after a refused save.
  const [justSaved, setJustSaved] = useState<string | null>(null);
  // The browser's own check of the picked file; `null` once a file was picked lets the save's refusal go too.
  const [error, setError] = useState<string | null | undefined>(undefined);
  const shownError = error === undefined ? serverErrors?.[0] : error;
  const current = justSaved ?? avatar;
  // Each answer of the save speaks again, even with the same words as the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer's identity is the trigger
  useEffect(() => setError(undefined), [serverErrors]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer's identity is the trigger
  useEffect(() => {
    if (!saved) return;
    clearSelection();
    setJustSaved(saved.url);
  }, [saved]);

  useEffect(() => () => (selected ? URL.revokeObjectURL(selected.url) : undefined), [selected]);
  useEffect(() => onPickedChange?.(Boolean(selected)), [selected, onPickedChange]);

  function clearSelection() {
    setSelected(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setError(null);
    if (!file) return setSelected(null);
    const check = checkAvatarFile(file);
    if (!check.ok) {
      clearSelection();
      setError(check.message);
      showToast({ message: check.message, type: check.toastType });
      return;
    }
    setSelected({ file, url: URL.createObjectURL(file) });
  }

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deleting) return;
    const body = new FormData();
    body.set("intent", "delete");
    setDeleting(true);
    try {
      const answer = await postWithProgress<AvatarActionAnswer>(action, body);
      showToast({ message: answer.message, type: answer.toastType });
      if (answer.ok) {
        setJustSaved(null);
        revalidator.revalidate();
      } else setError(answer.message);
    } catch (failure) {
      // Logged out meanwhile: go where the server sent us.
      if (failure instanceof NotJsonAnswer && failure.url && failure.url !== new URL(action, location.href).href) {
        location.assign(failure.url);
        return;
      }
      showToast({ message: MESSAGES.networkError, type: "warning" });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="card flex flex-col items-center gap-5 sm:flex-row sm:items-start"
    >
      <div className="relative shrink-0">
        {selected ? (
          <img
            src={selected.url}
            alt="Preview of your new avatar"
            className="size-28 rounded-full object-cover ring-4 ring-brand/30"
          />
        ) : (
          <AccountAvatar src={current} name={name} className="size-28 text-4xl" />
        )}
        {selected ? (
          <span className="absolute -bottom-1 left-1/2 -translate-x-1/2 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">
            Preview
          </span>
        ) : null}
      </div>

      <div className="w-full min-w-0 flex-1 space-y-3 text-center sm:text-left">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold">
            Avatar
          </h2>
          <p id={hintId} className="mt-0.5 text-sm text-ink-soft">
            {selected ? AVATAR_FIELD_TEXTS.picked(selected.file.name) : AVATAR_FIELD_TEXTS.hint}
          </p>
        </div>

        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            name="avatar"
            form={form}
            accept={AVATAR_ACCEPT}
            onChange={choose}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${hintId}${shownError ? ` ${errorId}` : ""}`}
            className={
              hydrated
                ? "peer sr-only"
                : "w-full max-w-xs text-sm text-ink-soft file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-soft file:px-4 file:text-sm file:font-semibold file:text-brand-dark"
            }
          />
          {/* Without JavaScript the native file input shows; its label is for screen readers only. */}
          <label
            htmlFor={inputId}
            className={
              hydrated
                ? "btn-secondary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand"
                : "sr-only"
            }
          >
            {selected ? "Choose another image" : current ? "Choose a new image" : "Choose an image"}
          </label>
          {selected ? (
            <button type="button" className="btn-ghost" onClick={clearSelection}>
              Cancel
            </button>
          ) : null}
        </div>

        <FieldFeedback id={errorId} errors={shownError ? [shownError] : []} />

        {current && !selected ? (
          <form method="post" action={action} onSubmit={remove}>
            <button
              type="submit"
              name="intent"
              value="delete"
              className="btn-ghost min-h-10 px-3 text-danger hover:bg-danger/5"
              disabled={deleting}
            >
              Delete avatar
            </button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
