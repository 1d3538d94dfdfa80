import { AVATAR_ACCEPT, checkAvatarFile } from "@contract/avatar-file";
import { MESSAGES, type ToastType } from "@contract/messages";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { NotJsonAnswer, postWithProgress } from "~/lib/post-with-progress";
import { AccountAvatar } from "./account-avatar";
import { FieldFeedback, SubmitButton } from "./form-field";
import { ProgressBar } from "./progress-bar";
import { useToast } from "./toaster";

/** What the avatar action answers a script (a form without JavaScript gets a redirect and a flash toast). */
export type AvatarActionAnswer = { ok: boolean; message: string; toastType: ToastType; avatar?: string };

/**
 * The avatar of spec §2 and §5. Without JavaScript: a file input and plain
 * forms that post to the avatar action. With JavaScript: the file is checked
 * at once (a video gets 'Avatar cannot be a video'), previewed, and uploaded
 * with a progress bar; the page then reloads its data.
 */
export function AvatarField({ action, avatar, name }: { action: string; avatar: string | null; name: string }) {
  const hydrated = useHydrated();
  const showToast = useToast();
  const revalidator = useRevalidator();
  const id = useId();
  const inputId = `${id}-file`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;

  useEffect(() => () => (selected ? URL.revokeObjectURL(selected.url) : undefined), [selected]);

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

  async function send(body: FormData) {
    setProgress(0);
    try {
      const answer = await postWithProgress<AvatarActionAnswer>(action, body, { onProgress: setProgress });
      showToast({ message: answer.message, type: answer.toastType });
      if (answer.ok) {
        clearSelection();
        setError(null);
        revalidator.revalidate();
      } else {
        setError(answer.message);
      }
    } catch (failure) {
      // Logged out meanwhile: go where the server sent us.
      if (failure instanceof NotJsonAnswer && failure.url && failure.url !== new URL(action, location.href).href) {
        location.assign(failure.url);
        return;
      }
      showToast({ message: MESSAGES.networkError, type: "warning" });
    } finally {
      setProgress(null);
    }
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected || busy) return;
    const body = new FormData();
    body.set("intent", "upload");
    body.set("avatar", selected.file, selected.file.name);
    void send(body);
  }

  function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = new FormData();
    body.set("intent", "delete");
    void send(body);
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
          <AccountAvatar src={avatar} name={name} className="size-28 text-4xl" />
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
            {selected
              ? `${selected.file.name} is not saved yet: upload it or cancel.`
              : "PNG, WebP, JPEG or HEIC, up to 20 MB. A square photo looks best."}
          </p>
        </div>

        <form
          method="post"
          action={action}
          encType="multipart/form-data"
          onSubmit={upload}
          className="flex flex-wrap items-center justify-center gap-2 sm:justify-start"
        >
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            name="avatar"
            accept={AVATAR_ACCEPT}
            onChange={choose}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${hintId}${error ? ` ${errorId}` : ""}`}
            className={
              hydrated
                ? "peer sr-only"
                : "w-full max-w-xs text-sm text-ink-soft file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-soft file:px-4 file:text-sm file:font-semibold file:text-brand-dark"
            }
          />
          {/* Without JavaScript the native file input shows; its label is for screen readers only. */}
          {hydrated && selected ? null : (
            <label
              htmlFor={inputId}
              className={
                hydrated
                  ? "btn-secondary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand"
                  : "sr-only"
              }
            >
              {avatar ? "Choose a new image" : "Choose an image"}
            </label>
          )}
          {!hydrated || selected ? (
            <SubmitButton name="intent" value="upload" className="btn-primary" pending={busy} pendingLabel="Uploading…">
              Upload
            </SubmitButton>
          ) : null}
          {selected && !busy ? (
            <button type="button" className="btn-ghost" onClick={clearSelection}>
              Cancel
            </button>
          ) : null}
        </form>

        {busy ? <ProgressBar aria-label="Uploading avatar" value={progress} className="h-2 w-full" /> : null}

        <FieldFeedback id={errorId} errors={error ? [error] : []} />

        {avatar && !selected ? (
          <form method="post" action={action} onSubmit={remove}>
            <button
              type="submit"
              name="intent"
              value="delete"
              className="btn-ghost min-h-10 px-3 text-danger hover:bg-danger/5"
              disabled={busy}
            >
              Delete avatar
            </button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
