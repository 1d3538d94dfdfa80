import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { CHANNEL_LABELS, CHANNELS, CONSENT_TEXT } from "@contract/consent";
import { consentAnswerSchema } from "@contract/consent-schemas";
import { Form, Link } from "react-router";
import {
  CheckboxField,
  EMAIL_TYPING,
  FieldFeedback,
  FormAlert,
  SubmitButton,
  TextField,
} from "~/components/form-field";
import { useZodForm } from "~/lib/forms/use-zod-form";

/**
 * The page a client answers (issue 35), on the stylist's phone in the shop or
 * on their own from a link: the photos, where they may be shown (each place a
 * choice of its own), their name, an e-mail for a copy, and "I agree", which
 * is the submit button (it posts `agree`). Works without JavaScript.
 */
export function ConsentForm({
  company,
  pictures,
  result,
  intent,
}: {
  company: string;
  pictures: string[];
  result: SubmissionResult<string[]> | undefined;
  /** The page's other forms tell this one apart by it (the hand-over page has several). */
  intent?: string;
}) {
  const [form, fields] = useZodForm(consentAnswerSchema, { id: "consent", lastResult: result });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <div className="space-y-2">
        <h2 className="text-xl font-bold tracking-tight">{CONSENT_TEXT.title(company)}</h2>
        <p className="text-base text-ink-soft">{CONSENT_TEXT.intro(company)}</p>
      </div>
      {pictures.length ? (
        <ul className="grid grid-cols-3 gap-2" aria-label="The photos">
          {pictures.map((src, index) => (
            <li key={src} className="aspect-[4/5] overflow-hidden rounded-lg bg-line">
              <img src={src} alt={`Your look, ${index + 1} of ${pictures.length}`} className="size-full object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold text-ink">{CONSENT_TEXT.channelsLegend}</legend>
        {CHANNELS.map((channel) => (
          <CheckboxField
            key={channel}
            field={fields[channel]}
            label={<span className="font-semibold">{CHANNEL_LABELS[channel]}</span>}
            extra={<p className="text-ink-soft">{CONSENT_TEXT.channelHints[channel]}</p>}
          />
        ))}
      </fieldset>
      <TextField field={fields.client_name} label={CONSENT_TEXT.name} inputProps={{ autoComplete: "name" }} />
      <TextField
        field={fields.client_email}
        label={CONSENT_TEXT.email}
        type="email"
        description={CONSENT_TEXT.emailHint}
        inputProps={{ autoComplete: "email", ...EMAIL_TYPING }}
      />
      <p className="text-sm text-ink-soft">
        {CONSENT_TEXT.withdrawHow(company)}{" "}
        <Link to="/data-privacy#client-photos" className="font-semibold text-brand-dark underline">
          {CONSENT_TEXT.more}
        </Link>
      </p>
      <div>
        <SubmitButton name="agree" value="on" className="btn-primary w-full" pendingLabel="Saving…">
          {CONSENT_TEXT.agree}
        </SubmitButton>
        <FieldFeedback id={fields.agree.errorId} errors={fields.agree.errors ?? []} />
      </div>
    </Form>
  );
}
