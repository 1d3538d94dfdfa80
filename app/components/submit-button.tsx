import { type ComponentProps, createContext, use } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useIsPending } from "~/lib/forms/use-is-pending";

/** The intent an IntentForm posts, for its SubmitButton to tell its own submission from the page's other forms'. */
export const FormIntent = createContext<string | undefined>(undefined);

/**
 * A form's submit button: while the form is on its way it says what is
 * happening ("Saving…") and cannot be pressed a second time. The router says
 * when that is (a navigation to this route's action, with its IntentForm's
 * intent); a fetcher's form or an upload passes `pending` itself.
 * `ready={false}` (nothing changed yet, a rule not met) disables it only
 * once hydrated: without JavaScript nothing could enable it again.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  ready = true,
  children,
  ...props
}: Omit<ComponentProps<"button">, "type" | "disabled"> & { pending?: boolean; pendingLabel: string; ready?: boolean }) {
  const hydrated = useHydrated();
  const submitting = useIsPending({ intent: use(FormIntent) });
  const busy = pending ?? submitting;
  return (
    <button type="submit" disabled={busy || (hydrated && !ready)} {...props}>
      {busy ? pendingLabel : children}
    </button>
  );
}
