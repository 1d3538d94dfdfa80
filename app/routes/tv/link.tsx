import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { getLinkedTv, sendLinkCodeLogin } from "@contract/endpoints/tv";
import { linkCodeSchema, spacedLinkCode, TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import { data, Form, Link, redirect } from "react-router";
import { FormCard, SubmitButton, TextField } from "~/components/form-field";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure, statusForFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/link";
import { describeTv, TvLinkedCard, WaitingTvDetails } from "./describe-tv";

/** The answers of the API that are about the code itself (wrong, expired, used, too many guesses, TV gone). */
const CODE_FAILURES = [404, 422, 429];

/**
 * /link: a phone logs in a TV by the short code it shows (issue 21, ADR 19).
 * Signed in only (logged out, the login page sends them back here). Two plain
 * forms, so it works without JavaScript: the code (`?code=`, any case, spaces
 * and dashes ignored), then the TV it names and Confirm, which carries the
 * code in a hidden field. Confirming logs that TV in as this stylist, as the
 * QR code's /tv/pair does.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const accountHref = `/accounts/${encodeURIComponent(user.accountId)}`;
  const params = new URL(args.request.url).searchParams;
  if (params.has("linked")) return { step: "linked" as const, accountHref, tv: null, code: null, result: undefined };
  if (!params.has("code")) return { step: "enter" as const, accountHref, tv: null, code: null, result: undefined };

  const submission = parseWithZod(params, { schema: linkCodeSchema });
  if (submission.status !== "success") {
    return { step: "enter" as const, accountHref, tv: null, code: null, result: submission.reply() };
  }
  const { code } = submission.value;
  const found = await api(args, getLinkedTv, { params: { code } });
  if (found.ok) return { step: "confirm" as const, accountHref, tv: describeTv(found.data), code, result: undefined };
  if (!CODE_FAILURES.includes(found.status)) throw errorFromApiFailure(found);
  return {
    step: "enter" as const,
    accountHref,
    tv: null,
    code: null,
    result: submission.reply({ fieldErrors: { code: [found.message] } }),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args);
  const submission = parseWithZod(await readForm(args.request), { schema: linkCodeSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 });
  const sent = await api(args, sendLinkCodeLogin, { json: { code: submission.value.code } });
  if (!sent.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { code: [sent.message] } }) },
      { status: statusForFailure(sent) },
    );
  }
  // A page of its own, so a reload neither confirms again nor looks the used code up.
  throw redirect("/link?linked");
}

export default function LinkTv({ loaderData, actionData }: Route.ComponentProps) {
  const { step, tv, code, accountHref } = loaderData;
  if (step === "linked") {
    return <TvLinkedCard title="Log in a TV" message={TV_PAIRING_MESSAGES.codeSent} accountHref={accountHref} />;
  }
  // A confirmation the API refused (the code was used or ran out meanwhile) goes back to the code, with why.
  if (actionData?.result || !tv || !code) return <EnterCode result={actionData?.result ?? loaderData.result} />;
  return (
    <FormCard title="Log in this TV?" intro="The TV will show your slideshow, logged in as you.">
      <div className="space-y-5">
        <p className="text-center">
          <span className="sr-only">TV code </span>
          <span className="font-mono text-3xl font-bold tracking-[0.2em] text-ink">{spacedLinkCode(code)}</span>
        </p>
        <WaitingTvDetails tv={tv} />
        <p className="text-sm text-ink-soft">Only confirm if you see this code on your own TV right now.</p>
        <Form method="post" replace className="flex flex-col gap-3 sm:flex-row-reverse">
          <input type="hidden" name="code" value={code} />
          <SubmitButton className="btn-primary w-full sm:w-auto sm:flex-1" pendingLabel="Confirming…">
            Confirm
          </SubmitButton>
          <Link to="/link" className="btn-secondary w-full text-center sm:w-auto sm:flex-1">
            Cancel
          </Link>
        </Form>
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
