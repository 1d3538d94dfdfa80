import { confirmRemoval } from "@contract/endpoints/removal";
import { REMOVAL_MESSAGES } from "@contract/removal-requests";
import { data, Form } from "react-router";
import { FormCard, SubmitButton } from "~/components/form-field";
import { OutcomeNotice } from "~/components/outcome-notice";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/confirm-removal";

/**
 * /removal/{token}: the link in a removal request's mail (issue 35). Opening
 * it changes nothing (mail scanners open links); the button confirms.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Confirm your request · Stylecast" },
  { name: "robots", content: "noindex" },
];

export async function action(args: Route.ActionArgs) {
  const confirmed = await api(args, confirmRemoval, { params: { code: args.params.token } });
  if (confirmed.ok) return { confirmed: true };
  if (confirmed.status !== 404) throw errorFromApiFailure(confirmed);
  return data({ confirmed: false }, { status: 404 });
}

export default function ConfirmRemoval({ actionData }: Route.ComponentProps) {
  if (actionData) {
    return (
      <FormCard title="Request removal">
        {actionData.confirmed ? (
          <OutcomeNotice tone="success" title={REMOVAL_MESSAGES.confirmed} />
        ) : (
          <OutcomeNotice tone="error" title={REMOVAL_MESSAGES.linkGone} />
        )}
      </FormCard>
    );
  }
  return (
    <FormCard title="Confirm your request" intro="The shop is told at once, and must take the photo down or answer.">
      <Form method="post">
        <SubmitButton className="btn-primary w-full" pendingLabel="Confirming…">
          Confirm the request
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
