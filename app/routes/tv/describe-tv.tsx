import type { getFormProps } from "@conform-to/react";
import { MY_SCREENS_TEXTS } from "@contract/screens";
import { type LinkedTv, TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import { Form, Link } from "react-router";
import { type FieldLike, FormCard, SubmitButton, TextField } from "~/components/form-field";
import { OutcomeNotice } from "~/components/outcome-notice";

type TvInfo = Omit<LinkedTv, "code">;

/** "Chrome 120 on Linux", and roughly how long ago the TV began to wait: what a phone shows before it confirms. */
export function describeTv(tv: TvInfo) {
  const browser = [tv.browser_name, tv.browser_version?.split(".")[0]].filter(Boolean).join(" ");
  const system = [tv.os_name, tv.os_version].filter(Boolean).join(" ");
  const device = [browser || "A browser", system ? `on ${system}` : ""].filter(Boolean).join(" ");
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(tv.since)) / 60_000));
  const appeared = minutes < 1 ? "just now" : minutes === 1 ? "a minute ago" : `${minutes} minutes ago`;
  return { device, appeared };
}

/** The waiting TV, named for the phone (/tv/pair and /link). */
export function WaitingTvDetails({ tv }: { tv: { device: string; appeared: string } }) {
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-paper text-sm">
      <div className="flex justify-between gap-4 px-4 py-3">
        <dt className="text-ink-soft">TV</dt>
        <dd className="text-right font-semibold text-ink">{tv.device}</dd>
      </div>
      <div className="flex justify-between gap-4 px-4 py-3">
        <dt className="text-ink-soft">Waiting since</dt>
        <dd className="text-right font-semibold text-ink">{tv.appeared}</dd>
      </div>
    </dl>
  );
}

/**
 * The phone's confirmation (/tv/pair and /link, issue 34): whose slideshow
 * the TV will play, the name it gets on My screens, and Confirm. A plain
 * post, so it works without JavaScript; `hidden` names the TV (its socket id
 * or its short code).
 */
export function ConfirmTvForm({
  formProps,
  nameField,
  hidden,
  owner,
  cancelHref,
}: {
  formProps: ReturnType<typeof getFormProps>;
  nameField: FieldLike;
  hidden: { name: string; value: string };
  owner: string | null;
  cancelHref: string;
}) {
  return (
    <Form method="post" replace {...formProps} className="space-y-5">
      <input type="hidden" name={hidden.name} value={hidden.value} />
      <p className="font-semibold text-ink">{TV_PAIRING_MESSAGES.willShow(owner)}</p>
      <TextField
        field={nameField}
        label={TV_PAIRING_MESSAGES.screenNameLabel}
        description={TV_PAIRING_MESSAGES.screenNameHint}
        inputProps={{ placeholder: MY_SCREENS_TEXTS.namePlaceholder, autoComplete: "off" }}
      />
      <p className="text-sm text-ink-soft">Only confirm if you see this code on your own TV right now.</p>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <SubmitButton className="btn-primary w-full sm:w-auto sm:flex-1" pendingLabel="Confirming…">
          Confirm
        </SubmitButton>
        <Link to={cancelHref} className="btn-secondary w-full text-center sm:w-auto sm:flex-1">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** The phone's answer once it confirmed (/tv/pair and /link): the TV is on its way to the show, and to My screens. */
export function TvLinkedCard({ title, message, screensHref }: { title: string; message: string; screensHref: string }) {
  return (
    <FormCard title={title}>
      <OutcomeNotice tone="success" title={message}>
        <p>Its slideshow starts in a moment. You can put your phone away.</p>
      </OutcomeNotice>
      <p className="mt-6 text-center">
        <Link to={screensHref} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline">
          {TV_PAIRING_MESSAGES.seeOnMyScreens}
        </Link>
      </p>
    </FormCard>
  );
}
