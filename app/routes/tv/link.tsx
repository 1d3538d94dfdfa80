import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { getLinkedTv, sendLinkCodeLogin } from "@contract/endpoints/tv";
import { myScreensPath } from "@contract/screens";
import { confirmLinkCodeSchema, linkCodeSchema, spacedLinkCode, TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import { data, Form, redirect } from "react-router";
import { FormCard, SubmitButton, TextField } from "~/components/form-field";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/link";
import { ConfirmTvForm, describeTv, TvLinkedCard, WaitingTvDetails } from "./describe-tv";
import { showOwner } from "./tv-pairing.server";

/** The answers of the API that are about the code itself (wrong, expired, used, too many guesses, TV gone). */
const CODE_FAILURES = [404, 422, 429];

/**
 * /link: a phone logs in a TV by the short code it shows (issue 21, ADR 19).
 * Signed in only (logged out, the login page sends them back here). Two plain
 * forms, so it works without JavaScript: the code (`?code=`, any case, spaces
 * and dashes ignored), then the TV it names, whose show it will play, a name
 * for it and Confirm, which carries the code in a hidden field. Confirming
 * logs that TV in as this stylist, as the QR code's /tv/pair does, and makes
 * it a screen under that name (issue 34).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const params = new URL(args.request.url).searchParams;
  const screensHref = myScreensPath(user.accountId, Number(params.get("linked")) || undefined);
  const page = { screensHref, tv: null, code: null, owner: null, result: undefined };
  if (params.has("linked")) return { ...page, step: "linked" as const };
  if (!params.has("code")) return { ...page, step: "enter" as const };

  const submission = parseWithZod(params, { schema: linkCodeSchema });
  if (submission.status !== "success") return { ...page, step: "enter" as const, result: submission.reply() };
  const { code } = submission.value;
  const found = await api(args, getLinkedTv, { params: { code } });
  if (found.ok) {
    return { ...page, step: "confirm" as const, tv: describeTv(found.data), code, owner: await showOwner(args) };
  }
  if (!CODE_FAILURES.includes(found.status)) throw errorFromApiFailure(found);
  return { ...page, step: "enter" as const, result: submission.reply({ fieldErrors: { code: [found.message] } }) };
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args);
  const submission = parseWithZod(await readForm(args.request), { schema: confirmLinkCodeSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 });
  const { code, name } = submission.value;
  const confirmedAt = Date.now();
  const sent = await api(args, sendLinkCodeLogin, { json: { code, ...(name ? { screen_name: name } : {}) } });
  // The API's word on the name goes to the name; any other refusal is about the code (used or run out meanwhile).
  if (!sent.ok && sent.inputName === "screen_name") {
    return replyFromApiFailure(submission, { ...sent, inputName: "name" }, { fields: ["name"] });
  }
  if (!sent.ok) return replyFromApiFailure(submission, { ...sent, inputName: "code" }, { fields: ["code"] });
  // A page of its own, so a reload neither confirms again nor looks the used code up; it knows when the phone confirmed.
  throw redirect(`/link?linked=${confirmedAt}`);
}

export default function LinkTv({ loaderData, actionData }: Route.ComponentProps) {
  const { step, tv, code, owner, screensHref } = loaderData;
  if (step === "linked") {
    return <TvLinkedCard title="Log in a TV" message={TV_PAIRING_MESSAGES.codeSent} screensHref={screensHref} />;
  }
  // A confirmation refused for its code goes back to the code, with why; one refused for its name stays, with why.
  const codeRefused = Boolean(actionData?.result.error?.code);
  if (codeRefused || !tv || !code) return <EnterCode result={actionData?.result ?? loaderData.result} />;
  return <ConfirmCode tv={tv} code={code} owner={owner} result={actionData?.result} />;
}

/** The second step: the TV the code names, whose show it will play, its name, and Confirm. */
function ConfirmCode({
  tv,
  code,
  owner,
  result,
}: {
  tv: { device: string; appeared: string };
  code: string;
  owner: string | null;
  result: Route.ComponentProps["loaderData"]["result"];
}) {
  const [form, fields] = useZodForm(confirmLinkCodeSchema, { id: "link-confirm", lastResult: result });
  return (
    <FormCard title="Log in this TV?">
      <div className="space-y-5">
        <p className="text-center">
          <span className="sr-only">TV code </span>
          <span className="font-mono text-3xl font-bold tracking-[0.2em] text-ink">{spacedLinkCode(code)}</span>
        </p>
        <WaitingTvDetails tv={tv} />
        <ConfirmTvForm
          formProps={getFormProps(form)}
          nameField={fields.name}
          hidden={{ name: "code", value: code }}
          owner={owner}
          cancelHref="/link"
        />
      </div>
    </FormCard>
  );
}

/** The first step: the code from the TV, sent with GET so the second step is a plain page. */
function EnterCode({ result }: { result: Route.ComponentProps["loaderData"]["result"] }) {
  const [form, fields] = useZodForm(linkCodeSchema, { id: "link-code", lastResult: result });
  return (
    <FormCard title="Log in a TV" intro="Open /tv on the TV, then enter the code it shows.">
      <Form method="get" {...getFormProps(form)} className="space-y-5">
        <TextField
          field={fields.code}
          label="TV code"
          description="6 letters and digits, as on the TV"
          inputProps={{
            autoComplete: "off",
            autoCapitalize: "characters",
            autoCorrect: "off",
            spellCheck: false,
            placeholder: "ACD EFG",
            className:
              "mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-white px-3 py-2 font-mono text-2xl tracking-[0.2em] uppercase text-ink shadow-xs placeholder:text-ink-soft/40 focus:border-ink focus:outline-3 focus:outline-offset-0 focus:outline-ink/10 aria-invalid:border-danger aria-invalid:bg-danger/5",
          }}
        />
        <SubmitButton className="btn-primary w-full" pendingLabel="Looking…">
          Continue
        </SubmitButton>
      </Form>
    </FormCard>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Log in a TV | Stylecast" }];
