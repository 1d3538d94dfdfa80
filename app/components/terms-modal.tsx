import { Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { Dialog, DialogClose, DialogTrigger, useDialog } from "./dialog";

/**
 * The Terms of Use modal of spec §2, opened from forms that ask for agreement.
 * Its trigger is a link to `?dialog=terms`, which the server renders open, so
 * it works without JavaScript, but following it leaves the page. A form with
 * typed input passes `inline`: until JavaScript runs, the terms unfold in
 * place (`<details>`) instead, so nothing typed is lost (passwords never go
 * into a URL).
 */
export function TermsOfUseModal({
  trigger = "Terms of Use",
  inline = false,
}: {
  trigger?: React.ReactNode;
  inline?: boolean;
}) {
  const dialog = useDialog("terms");
  const hydrated = useHydrated();
  if (inline && !hydrated && !dialog.isOpen) {
    return (
      <details>
        <summary className="cursor-pointer font-semibold text-brand-dark underline">{trigger}</summary>
        <div className="mt-2 rounded-xl border border-line bg-paper p-4 text-sm text-ink-soft">
          <TermsText />
        </div>
      </details>
    );
  }
  return (
    <>
      <DialogTrigger dialog={dialog} className="font-semibold text-brand-dark underline">
        {trigger}
      </DialogTrigger>
      <Dialog
        dialog={dialog}
        size="lg"
        title="Terms of Use"
        footer={
          <DialogClose dialog={dialog} className="btn-primary">
            Close
          </DialogClose>
        }
      >
        <TermsText />
      </Dialog>
    </>
  );
}

/** The short version of /legal. */
function TermsText() {
  return (
    <div className="space-y-3">
      <p>
        Stylecast lets service businesses publish portfolios of their work and play them as a slideshow on screens in
        their shops. By creating an account you agree to these terms.
      </p>
      <p>
        You may only upload photos and videos you own or have permission to use, and only with the consent of the people
        shown. We review uploads before they appear publicly and may remove content that breaks the law or these terms.
      </p>
      <p>
        Accounts are personal. Keep your password safe and tell us at once if you suspect misuse. You can delete your
        account at any time from the security page; your styles and media are deleted with it.
      </p>
      <p>
        Free accounts show occasional advertising slides; GOLD and DIAMOND accounts do not. Paid promotions run for the
        period you buy.
      </p>
      <p>
        The full text is on the {/* A new tab: whatever was typed into the form beside these terms stays. */}
        <Link to="/legal" target="_blank" rel="noopener" className="text-brand-dark underline">
          legal page<span className="sr-only"> (opens in a new tab)</span>
        </Link>
        .
      </p>
    </div>
  );
}
