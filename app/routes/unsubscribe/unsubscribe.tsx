import { unsubscribeByLink } from "@contract/endpoints/subscriptions";
import { WEEKLY_SUMMARY_TEXTS } from "@contract/weekly-summary";
import { data, Form } from "react-router";
import { FormCard, SubmitButton } from "~/components/form-field";
import { OutcomeNotice } from "~/components/outcome-notice";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/unsubscribe";

/**
 * /unsubscribe/{code}: the weekly summary's unsubscribe link (issue 36), for a
 * person who opens it. Opening it changes nothing (mail scanners open links);
 * the button turns the summary off, with no login and no JavaScript. A mail
 * client's own one-click button POSTs to `/one-click` beside it (RFC 8058).
 */
export const meta: Route.MetaFunction = () => [
  { title: `${WEEKLY_SUMMARY_TEXTS.unsubscribeTitle} · Stylecast` },
  { name: "robots", content: "noindex" },
];

export async function action(args: Route.ActionArgs) {
  const result = await api(args, unsubscribeByLink, { params: { code: args.params.code } });
  if (result.ok) return { unsubscribed: true };
  if (result.status !== 404) throw errorFromApiFailure(result);
  return data({ unsubscribed: false }, { status: 404 });
}

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  if (actionData) {
    return (
      <FormCard title={WEEKLY_SUMMARY_TEXTS.unsubscribeTitle}>
        {actionData.unsubscribed ? (
          <OutcomeNotice tone="success" title={WEEKLY_SUMMARY_TEXTS.unsubscribed}>
            <p>{WEEKLY_SUMMARY_TEXTS.unsubscribedHint}</p>
          </OutcomeNotice>
        ) : (
          <OutcomeNotice tone="error" title={WEEKLY_SUMMARY_TEXTS.linkInvalid} />
        )}
      </FormCard>
    );
  }
  return (
    <FormCard title={WEEKLY_SUMMARY_TEXTS.unsubscribeTitle} intro={WEEKLY_SUMMARY_TEXTS.unsubscribeIntro}>
      <Form method="post">
        <SubmitButton className="btn-primary w-full" pendingLabel="Unsubscribing…">
          {WEEKLY_SUMMARY_TEXTS.unsubscribeButton}
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
