import { getWaitingTv, sendSocketLogin } from "@contract/endpoints/tv";
import { TV_PAIRING_MESSAGES, tvSocketIdField } from "@contract/tv-pairing";
import { data, Form, Link } from "react-router";
import { FormCard, SubmitButton } from "~/components/form-field";
import { OutcomeNotice } from "~/components/outcome-notice";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/tv-pair";
import { describeTv, TvLinkedCard, WaitingTvDetails } from "./describe-tv";

/**
 * /tv/pair?socket_id=…: the page a TV's QR code opens on the stylist's phone
 * (issue 12). Signed in only (logged out, the login page sends them back
 * here). It names the TV that waits, and Confirm logs that TV in as this
 * stylist: the TV gets a one-time code over the cable.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const accountHref = `/accounts/${encodeURIComponent(user.accountId)}`;
  const parsed = tvSocketIdField.safeParse(new URL(args.request.url).searchParams.get("socket_id"));
  if (!parsed.success) return { accountHref, tv: null, problem: TV_PAIRING_MESSAGES.socketIdInvalid };
  const result = await api(args, getWaitingTv, { params: { socket_id: parsed.data } });
  if (result.ok)
    return { accountHref, tv: { socketId: result.data.socket_id, ...describeTv(result.data) }, problem: null };
  if (result.status === 404 || result.status === 422) return { accountHref, tv: null, problem: result.message };
  throw errorFromApiFailure(result);
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args);
  const socketId = tvSocketIdField.safeParse((await readForm(args.request)).get("socket_id"));
  if (!socketId.success) return data({ sent: null, error: TV_PAIRING_MESSAGES.socketIdInvalid }, { status: 422 });
  const result = await api(args, sendSocketLogin, { json: { socket_id: socketId.data } });
  if (!result.ok) return data({ sent: null, error: result.message }, { status: result.status });
  return { sent: result.message, error: null };
}

export default function TvPair({ loaderData, actionData }: Route.ComponentProps) {
  const { tv, problem, accountHref } = loaderData;

  if (actionData?.sent) {
    return <TvLinkedCard title="Log in this TV?" message={actionData.sent} accountHref={accountHref} />;
  }

  return (
    <FormCard title="Log in this TV?" intro={tv ? "The TV will show your slideshow, logged in as you." : undefined}>
      <div className="space-y-5">
        {problem || actionData?.error ? (
          <OutcomeNotice tone="error" title={actionData?.error ?? problem ?? ""}>
            <p>Reload the page on the TV (its address is /tv) and scan its new code.</p>
          </OutcomeNotice>
        ) : null}
        {tv ? (
          <>
            <WaitingTvDetails tv={tv} />
            <p className="text-sm text-ink-soft">Only confirm if you see this code on your own TV right now.</p>
            <Form method="post" replace className="flex flex-col gap-3 sm:flex-row-reverse">
              <input type="hidden" name="socket_id" value={tv.socketId} />
              <SubmitButton className="btn-primary w-full sm:w-auto sm:flex-1" pendingLabel="Confirming…">
                Confirm
              </SubmitButton>
              <Link to={accountHref} className="btn-secondary w-full text-center sm:w-auto sm:flex-1">
                Cancel
              </Link>
            </Form>
          </>
        ) : (
          <p className="text-center">
            <Link
              to={accountHref}
              className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
            >
              Back to your account
            </Link>
          </p>
        )}
      </div>
    </FormCard>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Log in this TV | Stylecast" }];
