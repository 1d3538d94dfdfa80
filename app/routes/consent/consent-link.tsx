import { parseWithZod } from "@conform-to/zod/v4";
import { CONSENT_MESSAGES } from "@contract/consent";
import { consentAnswerSchema } from "@contract/consent-schemas";
import { answerConsentRequest, readConsentRequest } from "@contract/endpoints/consent";
import { data } from "react-router";
import { ConsentForm } from "~/components/consent-form";
import { FormCard } from "~/components/form-field";
import { OutcomeNotice } from "~/components/outcome-notice";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import type { Route } from "./+types/consent-link";

/**
 * /consent/{token}: the page a stylist's one-time link opens on the client's
 * own phone (issue 35): no account, no login. A link that was used or ran out
 * says so (404). Answered, it thanks them and says how to withdraw.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Your consent · Stylecast" },
  { name: "robots", content: "noindex" },
];

const FIELDS = ["client_name", "client_email", "pages", "screens", "agree"];

export async function loader(args: Route.LoaderArgs) {
  const found = await api(args, readConsentRequest, { params: { code: args.params.token } });
  if (found.ok) return { request: found.data };
  if (found.status !== 404) throw errorFromApiFailure(found);
  return data({ request: null }, { status: 404 });
}

export async function action(args: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(args.request), { schema: consentAnswerSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), given: null }, { status: 422 });
  const given = await api(args, answerConsentRequest, {
    params: { code: args.params.token },
    json: { ...submission.value, client_email: submission.value.client_email ?? undefined },
  });
  if (!given.ok) return replyFromApiFailure(submission, given, { fields: FIELDS, extra: { given: null } });
  return { result: undefined, given: given.data };
}

export default function ConsentLink({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.given) {
    return (
      <FormCard title="Thank you">
        <OutcomeNotice tone="success" title={CONSENT_MESSAGES.given}>
          {actionData.given.client_email
            ? "A copy is on its way to your e-mail, with a link to withdraw at any time."
            : "To withdraw at any time, ask the shop."}
        </OutcomeNotice>
      </FormCard>
    );
  }
  const { request } = loaderData;
  if (!request) {
    return (
      <FormCard title="Your consent">
        <OutcomeNotice tone="error" title={CONSENT_MESSAGES.linkGone} />
      </FormCard>
    );
  }
  return (
    <section className="mx-auto w-full max-w-md px-3 py-6 sm:px-6 sm:py-12">
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <ConsentForm company={request.company} pictures={request.pictures} result={actionData?.result} />
      </div>
    </section>
  );
}
