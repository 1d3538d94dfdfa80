import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReferralUser } from "@contract/account";
import { cancelInviteSchema, inviteSchema } from "@contract/account-schemas";
import { cancelInvite, listInvitees, sendInvite } from "@contract/endpoints/account";
import { REFERRAL_MESSAGES } from "@contract/referral";
import { useId, useRef } from "react";
import { data, Form } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { type Column, DataTable } from "~/components/data-table";
import { EMAIL_TYPING, IntentForm, SubmitButton, TextField } from "~/components/form-field";
import { LineIcon } from "~/components/line-icon";
import { ProgressBar } from "~/components/progress-bar";
import { Section } from "~/components/section";
import { useToast } from "~/components/toaster";
import { accountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { PROGRESS_PER_FRIEND, REWARD_PER_ACTIVE_FRIEND, referralLink, referralSummary } from "~/lib/referral";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/referral";
import { useAccount } from "./use-account";

const INTENTS = { invite: "invite", cancel: "cancel-invite" } as const;

const COLUMNS: Column<ReferralUser>[] = [
  {
    key: "referee_email",
    header: "Friend",
    render: (row) => <span className="break-all">{row.referee_email}</span>,
    className: "max-w-56 sm:max-w-none",
  },
  { key: "referee_status", header: "Status", render: (row) => <RefereeStatus invitee={row} /> },
];

/** The referral programme (spec §2 Referral page, §4 Referee status, §9). */
export async function loader(args: Route.LoaderArgs) {
  const result = await api(args, listInvitees);
  if (!result.ok) throw errorFromApiFailure(result);
  return { invitees: result.data, origin: new URL(args.request.url).origin };
}

export async function action(args: Route.ActionArgs) {
  const { accountId } = accountOwner(args.context);
  const back = `/accounts/${accountId}/referral`;
  const formData = await readForm(args.request);

  if (formData.get("intent") === INTENTS.cancel) {
    const submission = parseWithZod(formData, { schema: cancelInviteSchema });
    if (submission.status !== "success") return toasts().redirectWithError(back, REFERRAL_MESSAGES.invitationNotFound);
    const result = await api(args, cancelInvite, { json: { email: submission.value.email } });
    return result.ok
      ? toasts().redirectWithSuccess(back, result.message)
      : toasts().redirectWithError(back, result.message);
  }

  const submission = parseWithZod(formData, { schema: inviteSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await api(args, sendInvite, { json: { email: submission.value.email } });
  if (!result.ok) return replyFromApiFailure(submission, result, { fields: ["email"] });
  return toasts().redirectWithSuccess(back, result.message);
}

export default function Referral({ loaderData, actionData }: Route.ComponentProps) {
  const { attributes } = useAccount();
  const { invitees, origin } = loaderData;
  const activeCount = invitees.filter((invitee) => invitee.referee_status === "ACTIVE").length;
  const summary = referralSummary({ invitedCount: attributes.invited_user_count, activeCount });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <div className="space-y-6">
        <Section
          title="Help us grow"
          intro="Invite other stylists and shops to Stylecast. Every friend who registers with your code fills your referral balance."
          className="card"
        >
          <div className="mt-5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span id="balance-label" className="font-semibold">
                Referral balance
              </span>
              <span data-testid="referral-balance" className="text-ink-soft">
                {summary.balance}
              </span>
            </div>
            <ProgressBar aria-labelledby="balance-label" value={summary.progress} className="mt-2 h-3" />
            <p className="mt-1.5 text-xs text-ink-soft">{REFERRAL_MESSAGES.balanceRule(PROGRESS_PER_FRIEND)}</p>
          </div>
          <p className="mt-4 text-sm">
            You have referred <strong>{summary.referred}</strong>.
          </p>
          <p data-testid="referral-reward" className="mt-1 text-sm">
            Your reward: <strong>{summary.reward}</strong>{" "}
            <span className="text-ink-soft">
              ({REFERRAL_MESSAGES.rewardRule(REWARD_PER_ACTIVE_FRIEND)}). {REFERRAL_MESSAGES.joinedMeans}
            </span>
          </p>
          {summary.gold ? (
            <div data-testid="referral-gold" className="mt-3 rounded-xl bg-success/10 px-4 py-3 text-sm text-success">
              <p className="font-bold">{REFERRAL_MESSAGES.goldEarned}</p>
              <p className="mt-1">{REFERRAL_MESSAGES.goldEarnedMeans}</p>
            </div>
          ) : (
            <div data-testid="referral-gold" className="mt-3 rounded-xl bg-paper px-4 py-3 text-sm">
              <p className="font-semibold">{summary.goldProgress}</p>
              <p className="mt-1 text-ink-soft">{REFERRAL_MESSAGES.goldMeans}</p>
            </div>
          )}
        </Section>

        <InviteSection lastResult={actionData?.result} />
        <ReferralLink link={referralLink(origin, attributes.referral_code)} />
      </div>

      <Section title="Referred friends" className="space-y-3">
        {invitees.length ? (
          <DataTable rows={invitees} columns={COLUMNS} rowKey={(row) => row.id} />
        ) : (
          // Not the table's empty row: a table as wide as its content would cut the sentence off on a phone.
          <p className="rounded-2xl border border-line bg-white px-4 py-8 text-center text-sm text-ink-soft">
            {REFERRAL_MESSAGES.noInvitations}
          </p>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
          <span>Pending: invited, not registered yet</span>
          <span className="inline-flex items-center gap-1">
            <CheckIcon /> registered
          </span>
          <span className="inline-flex items-center gap-1">
            <DoubleCheckIcon /> confirmed, active
          </span>
        </p>
      </Section>
    </div>
  );
}

/** Spec §4 Referee status: PENDING can be cancelled, ACCEPTED one check, ACTIVE two green checks. */
function RefereeStatus({ invitee }: { invitee: ReferralUser }) {
  if (invitee.referee_status === "ACTIVE") {
    return (
      <span role="img" aria-label="Active" title="Active" data-status="ACTIVE" className="inline-flex text-success">
        <DoubleCheckIcon />
      </span>
    );
  }
  if (invitee.referee_status === "ACCEPTED") {
    return (
      <span role="img" aria-label="Accepted" title="Accepted" data-status="ACCEPTED" className="inline-flex text-ink">
        <CheckIcon />
      </span>
    );
  }
  return (
    <Form method="post" data-status="PENDING" className="flex items-center gap-2">
      <input type="hidden" name="intent" value={INTENTS.cancel} />
      <input type="hidden" name="email" value={invitee.referee_email} />
      <span className="text-ink-soft">Pending</span>
      <button
        type="submit"
        aria-label={`Delete the invitation to ${invitee.referee_email}`}
        title="Delete the invitation"
        className="-my-2 grid size-11 place-items-center rounded-full text-danger hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <TrashIcon />
      </button>
    </Form>
  );
}

function InviteSection({ lastResult }: { lastResult: SubmissionResult | undefined }) {
  const [form, fields] = useZodForm(inviteSchema, { id: "invite", lastResult });
  return (
    <Section
      title="Invite a friend"
      intro="We send them an e-mail with a link to register with your code."
      className="card"
    >
      <IntentForm form={form} intent={INTENTS.invite} className="mt-4 space-y-4">
        <TextField
          field={fields.email}
          label="Friend's email"
          type="email"
          inputProps={{ autoComplete: "off", ...EMAIL_TYPING }}
        />
        <SubmitButton className="btn-primary w-full sm:w-auto" pendingLabel="Sending…">
          Send invitation
        </SubmitButton>
      </IntentForm>
    </Section>
  );
}

/** Without JavaScript the link is a read-only field to select; with it, Copy puts it on the clipboard. */
function ReferralLink({ link }: { link: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const showToast = useToast();
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ message: REFERRAL_MESSAGES.linkCopied, type: "success" });
    } catch {
      input.current?.select();
      showToast({ message: REFERRAL_MESSAGES.copyBlocked, type: "info" });
    }
  }

  return (
    <Section title="Your referral link" className="card">
      <label htmlFor={id} className="mt-1 block text-sm text-ink-soft">
        Share it anywhere: whoever registers through it counts as your referral.
      </label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-11 w-full min-w-0 flex-1 rounded-xl border border-line bg-paper px-3 py-2 font-mono text-sm text-ink"
        />
        {hydrated ? (
          <button type="button" className="btn-secondary shrink-0" onClick={copy}>
            Copy
          </button>
        ) : null}
      </div>
    </Section>
  );
}

const CheckIcon = () => <LineIcon paths={["M5 12.5l4.5 4.5L19 7.5"]} strokeWidth={2.5} />;

const DoubleCheckIcon = () => (
  <LineIcon
    paths={["M2 12.5l4.5 4.5L16 7.5", "M12 16l1 1L22.5 7.5"]}
    viewBox="0 0 28 24"
    className="h-5 w-6 text-success"
    strokeWidth={2.5}
  />
);

const TrashIcon = () => (
  <LineIcon paths={["M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 002 2h6a2 2 0 002-2l1-12M9 7V4h6v3"]} />
);

export const meta: Route.MetaFunction = () => [{ title: "Referral | Stylecast" }];
