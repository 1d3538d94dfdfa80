import { Link } from "react-router";
import { Dialog, DialogClose, DialogTrigger, useDialog } from "./dialog";

/** The Terms of Use modal of spec §2, opened from forms that ask for agreement. */
export function TermsOfUseModal({ trigger = "Terms of Use" }: { trigger?: React.ReactNode }) {
  const dialog = useDialog("terms");
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
        <div className="space-y-3">
          <p>
            Stylecast lets service businesses publish portfolios of their work and play them as a slideshow on screens
            in their shops. By creating an account you agree to these terms.
          </p>
          <p>
            You may only upload photos and videos you own or have permission to use, and only with the consent of the
            people shown. We review uploads before they appear publicly and may remove content that breaks the law or
            these terms.
          </p>
          <p>
            Accounts are personal. Keep your password safe and tell us at once if you suspect misuse. You can delete
            your account at any time from the security page; your styles and media are deleted with it.
          </p>
          <p>
            Free accounts show occasional advertising slides; GOLD and DIAMOND accounts do not. Paid promotions run for
            the period you buy.
          </p>
          <p>
            The full text is on the{" "}
            <Link to="/legal" className="text-brand-dark underline">
              legal page
            </Link>
            .
          </p>
        </div>
      </Dialog>
    </>
  );
}
