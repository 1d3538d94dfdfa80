import { useFetcher, useLocation } from "react-router";
import { Dialog, DialogClose, DialogTrigger, useDialog } from "./dialog";
import { inputClassName } from "./input-class-name";
import { SubmitButton } from "./submit-button";

/** Spec §2 FAQ dialog; Send mails the question to support (decisions.md). */
export function FaqDialog() {
  const dialog = useDialog("faq");
  const fetcher = useFetcher();
  const location = useLocation();
  const sending = fetcher.state !== "idle";
  return (
    <>
      <DialogTrigger dialog={dialog} className="btn border border-white/30 text-white hover:bg-white/10">
        You've got a question?
      </DialogTrigger>
      <Dialog dialog={dialog} title="You've got a question?">
        <fetcher.Form
          method="post"
          action="/faq"
          onSubmit={(event) => {
            // Close once sent; the server's toast confirms it.
            if (event.currentTarget.checkValidity()) setTimeout(dialog.close, 0);
          }}
        >
          <input type="hidden" name="redirectTo" value={dialog.closeHref} />
          <input type="hidden" name="openDialogHref" value={`${location.pathname}${location.search}`} />
          <label htmlFor="faq-question" className="block text-sm font-medium text-ink">
            Your question
          </label>
          <textarea
            id="faq-question"
            name="question"
            required
            maxLength={2000}
            rows={5}
            className={`mt-2 ${inputClassName}`}
            placeholder="How do I show my styles on the TV in my shop?"
          />
          <label htmlFor="faq-email" className="mt-4 block text-sm font-medium text-ink">
            Your e-mail (optional, so we can answer)
          </label>
          <input
            id="faq-email"
            name="email"
            type="email"
            maxLength={254}
            autoComplete="email"
            className={`mt-2 ${inputClassName}`}
          />
          <div className="mt-6 flex justify-end gap-3">
            <DialogClose dialog={dialog}>Cancel</DialogClose>
            <SubmitButton className="btn-primary" pending={sending} pendingLabel="Sending…">
              Send
            </SubmitButton>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
