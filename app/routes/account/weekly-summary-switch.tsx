import { WEEKLY_SUMMARY, WEEKLY_SUMMARY_TEXTS } from "@contract/weekly-summary";
import { Form } from "react-router";
import { SubmitButton } from "~/components/form-field";

/**
 * The settings' "Weekly summary by mail" switch (issue 36): the signed-in
 * user's own mail, not the shop's, so a form of its own beside the slideshow
 * settings, posting to settings/mail (mail-settings.ts). Works without JavaScript.
 */
export function WeeklySummarySwitch({ accountId, on }: { accountId: string; on: boolean }) {
  const id = "weekly-summary";
  return (
    <Form method="post" action={`/accounts/${accountId}/settings/mail`} className="card max-w-2xl space-y-4">
      <div>
        <h2 className="text-lg font-bold">Mail</h2>
        <p className="mt-1 text-sm text-ink-soft">Mail to you about how your shop is doing.</p>
      </div>
      <div className="rounded-xl border border-line">
        <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 px-4 py-3">
          <input
            id={id}
            type="checkbox"
            name={WEEKLY_SUMMARY}
            defaultChecked={on}
            aria-describedby={`${id}-hint`}
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-ink">{WEEKLY_SUMMARY_TEXTS.label}</span>
            <span id={`${id}-hint`} className="block text-xs text-ink-soft">
              {WEEKLY_SUMMARY_TEXTS.hint}
            </span>
          </span>
        </label>
      </div>
      <SubmitButton className="btn-secondary w-full sm:w-auto" pendingLabel="Saving…">
        Save mail settings
      </SubmitButton>
    </Form>
  );
}
