import { CHANNEL_LABELS, CHANNELS, SUBJECT_LABELS } from "@contract/consent";
import type { Style } from "@contract/style";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/form-field";

/**
 * Who is in a style and where its client let it show (issue 35), on its card
 * in the portfolios list: not recorded yet (one tap for "No recognisable
 * person", or ask the client), waiting for the client, given (where), or
 * withdrawn.
 */
export function ConsentStatus({ style, accountId, title }: { style: Style; accountId: string; title: string }) {
  const { subject, consent, channels } = style.attributes;
  const ask = `/${accountId}/styles/${style.id}/consent`;
  if (consent === "taken_down") {
    return (
      <p className="text-xs font-semibold text-warning" data-testid="consent-missing">
        Taken down after a removal request: shown nowhere
      </p>
    );
  }
  if (subject === "none") return <p className="text-xs text-ink-soft">{SUBJECT_LABELS.none}</p>;
  if (subject === null) {
    return (
      <div className="space-y-1.5 rounded-lg bg-warning/10 p-2 text-xs" data-testid="subject-unrecorded">
        <p className="font-semibold">Who is in it? Not recorded yet</p>
        <Form method="post" className="flex flex-col gap-1">
          <input type="hidden" name="intent" value="subject" />
          <input type="hidden" name="style_id" value={style.id} />
          <SubmitButton
            name="subject"
            value="none"
            className="btn-secondary min-h-10 w-full px-2 text-xs"
            pendingLabel="Saving…"
          >
            {SUBJECT_LABELS.none}
            <span className="sr-only"> in {title}</span>
          </SubmitButton>
          <Link to={ask} className="btn-ghost min-h-10 w-full px-2 text-xs">
            A client: ask<span className="sr-only"> about {title}</span>
          </Link>
        </Form>
      </div>
    );
  }
  if (consent === "given") {
    const places = CHANNELS.filter((channel) => channels[channel]).map((channel) => CHANNEL_LABELS[channel]);
    return (
      <p className="text-xs text-ink-soft">
        Client agreed: {places.join(", ")} ·{" "}
        <Link to={ask} className="font-semibold text-brand-dark">
          Consent
        </Link>
      </p>
    );
  }
  return (
    <p className="text-xs font-semibold text-warning" data-testid="consent-missing">
      {consent === "withdrawn"
        ? "Consent withdrawn: shown nowhere"
        : "Waiting for your client's consent: shown nowhere"}{" "}
      ·{" "}
      <Link to={ask} className="text-brand-dark">
        Ask
      </Link>
    </p>
  );
}
