import { CONSENT_MESSAGES } from "@contract/consent";
import { withdrawConsentAsClient } from "@contract/endpoints/consent";
import { data, Form } from "react-router";
import { FormCard, SubmitButton } from "~/components/form-field";
import { OutcomeNotice } from "~/components/outcome-notice";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/consent-withdraw";

/**
 * /consent/withdraw/{token}: the link in a client's copy (issue 35). Opening
 * it changes nothing (mail scanners open links); the button withdraws, with
 * no login. Works without JavaScript.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Withdraw your consent · Stylecast" },
  { name: "robots", content: "noindex" },
];

export async function action(args: Route.ActionArgs) {
  const withdrawn = await api(args, withdrawConsentAsClient, { params: { code: args.params.token } });
  if (withdrawn.ok) return { withdrawn: true };
  if (withdrawn.status !== 404) throw errorFromApiFailure(withdrawn);
  return data({ withdrawn: false }, { status: 404 });
}

export default function ConsentWithdraw({ actionData }: Route.ComponentProps) {
  if (actionData) {
    return (
      <FormCard title="Withdraw your consent">
        {actionData.withdrawn ? (
          <OutcomeNotice tone="success" title={CONSENT_MESSAGES.withdrawn} />
        ) : (
          <OutcomeNotice tone="error" title={CONSENT_MESSAGES.alreadyWithdrawn} />
        )}
      </FormCard>
    );
  }
  return (
    <FormCard
      title="Withdraw your consent"
      intro="The shop's photos of you come down from its pages and Explore at once, and from its screens within seconds. Their files are deleted after 30 days."
    >
      <Form method="post">
        <SubmitButton className="btn-primary w-full" pendingLabel="Withdrawing…">
          Withdraw my consent
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
