import type { DeviceOrientation } from "@contract/account";
import { UPLOAD_RECOMMENDATIONS } from "@contract/style-labels";
import { Dialog, DialogClose, DialogTrigger, useDialog } from "~/components/dialog";

/** Spec §5 Upload recommendations, in the shared dialog (a link to `?dialog=…` without JavaScript). */
export function UploadRecommendations({ orientation }: { orientation: DeviceOrientation }) {
  const dialog = useDialog("upload-recommendations");
  return (
    <>
      <DialogTrigger
        dialog={dialog}
        className="inline-flex min-h-11 shrink-0 items-center gap-1.5 self-start text-sm font-semibold whitespace-nowrap text-brand-dark underline underline-offset-2 sm:self-auto"
      >
        <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" fill="none">
          <circle cx="8" cy="8" r="6.25" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7.25V11.5M8 4.75v.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
        {UPLOAD_RECOMMENDATIONS.title}
      </DialogTrigger>
      <Dialog
        dialog={dialog}
        title={UPLOAD_RECOMMENDATIONS.title}
        footer={
          <DialogClose dialog={dialog} className="btn-primary">
            OK
          </DialogClose>
        }
      >
        <div className="flex gap-4">
          <FrameIcon wide />
          <FrameIcon wide={false} />
        </div>
        <ul className="mt-4 list-disc space-y-1.5 pl-5">
          <li>{UPLOAD_RECOMMENDATIONS.orientation}</li>
          <li>{UPLOAD_RECOMMENDATIONS.video}</li>
          <li>{UPLOAD_RECOMMENDATIONS.formats}</li>
        </ul>
        <p className="mt-4">
          Your slideshow runs in <strong className="text-ink">{orientation}</strong>: pictures in that shape fill the
          screen; others are shown whole over a blurred copy of themselves.
        </p>
      </Dialog>
    </>
  );
}

function FrameIcon({ wide }: { wide: boolean }) {
  return (
    <span className="flex items-end gap-2 text-xs font-semibold text-ink">
      <span
        aria-hidden="true"
        className={`block rounded-md border-2 border-ink-soft bg-brand-soft ${wide ? "h-9 w-16" : "h-16 w-9"}`}
      />
      {wide ? "16/9" : "9/16"}
    </span>
  );
}
