import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { requestRemoval } from "@contract/endpoints/removal";
import { getPublicStyle } from "@contract/endpoints/visitor";
import { REMOVAL_REASON_MAX, removalRequestSchema } from "@contract/removal-requests";
import { styleTitle } from "@contract/style-labels";
import { data, Form } from "react-router";
import {
  controlProps,
  EMAIL_TYPING,
  FieldFrame,
  FormAlert,
  FormCard,
  SubmitButton,
  TextField,
} from "~/components/form-field";
import { inputClassName } from "~/components/input-class-name";
import { OutcomeNotice } from "~/components/outcome-notice";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import type { Route } from "./+types/request-removal";

/**
 * /removal/request/{style_id} (issue 35 point 5): anyone asks for a photo to
 * come down, with a reason and their e-mail, which gets a link that makes the
 * request count. No login; works without JavaScript; rate-limited by the API.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Request removal · Stylecast" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const found = await api(args, getPublicStyle, { params: { id: args.params.styleId } });
  if (!found.ok) throw errorFromApiFailure(found);
  const style = found.data;
  return { title: styleTitle(style), company: style.company, cover: style.media[0]?.cover ?? null };
}

export async function action(args: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(args.request), { schema: removalRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 422 });
  const sent = await api(args, requestRemoval, { params: { id: args.params.styleId }, json: submission.value });
  if (!sent.ok) return replyFromApiFailure(submission, sent, { fields: ["reason", "email"], extra: { sent: false } });
  return { result: undefined, sent: true };
}

export default function RequestRemoval({ loaderData, actionData }: Route.ComponentProps) {
  const { title, company, cover } = loaderData;
  const [form, fields] = useZodForm(removalRequestSchema, { id: "removal", lastResult: actionData?.result });
  if (actionData?.sent) {
    return (
      <FormCard title="Check your e-mail">
        <OutcomeNotice tone="success" title="Almost done">
          The request counts once you confirm it with the link we sent you. It works for 2 days.
        </OutcomeNotice>
      </FormCard>
    );
  }
  return (
    <FormCard
      title="Request removal"
      intro={`Ask for “${title}”${company ? ` by ${company}` : ""} to come down, for example if it shows you and you did not agree.`}
    >
      {cover ? <img src={cover} alt={title} className="mb-5 aspect-[4/5] w-28 rounded-xl object-cover" /> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <FieldFrame field={fields.reason} label="Why should it come down?">
          <textarea
            key={fields.reason.key}
            {...controlProps(fields.reason)}
            defaultValue={fields.reason.defaultValue ?? ""}
            rows={4}
            maxLength={REMOVAL_REASON_MAX}
            className={`mt-1.5 ${inputClassName} resize-y`}
          />
        </FieldFrame>
        <TextField
          field={fields.email}
          label="Your e-mail"
          type="email"
          description="We send you a link to confirm the request, and the shop's answer."
          inputProps={{ autoComplete: "email", ...EMAIL_TYPING }}
        />
        <SubmitButton className="btn-primary w-full" pendingLabel="Sending…">
          Send the request
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
