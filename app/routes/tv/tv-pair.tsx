import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { getWaitingTv, sendSocketLogin } from "@contract/endpoints/tv";
import { myScreensPath } from "@contract/screens";
import { confirmSocketSchema, TV_PAIRING_MESSAGES, tvSocketIdField } from "@contract/tv-pairing";
import { data, Link } from "react-router";
import { FormCard } from "~/components/form-field";
import { OutcomeNotice } from "~/components/outcome-notice";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/tv-pair";
import { ConfirmTvForm, describeTv, TvLinkedCard, WaitingTvDetails } from "./describe-tv";
import { showOwner } from "./tv-pairing.server";

/**
 * /tv/pair?socket_id=…: the page a TV's QR code opens on the stylist's phone
 * (issue 12). Signed in only (logged out, the login page sends them back
 * here, told to log in to connect their TV). It names the TV that waits,
 * whose show it will play and asks its name (issue 34); Confirm logs that TV
 * in as this stylist (it gets a one-time code over the cable) and makes it a
 * screen under that name.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const accountHref = `/accounts/${encodeURIComponent(user.accountId)}`;
  const page = { accountHref, tv: null, owner: null, problem: null };
  const parsed = tvSocketIdField.safeParse(new URL(args.request.url).searchParams.get("socket_id"));
  if (!parsed.success) return { ...page, problem: TV_PAIRING_MESSAGES.socketIdInvalid };
  const result = await api(args, getWaitingTv, { params: { socket_id: parsed.data } });
  if (result.ok) {
    const tv = { socketId: result.data.socket_id, ...describeTv(result.data) };
    return { ...page, tv, owner: await showOwner(args) };
  }
  if (result.status === 404 || result.status === 422) return { ...page, problem: result.message };
  throw errorFromApiFailure(result);
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const submission = parseWithZod(await readForm(args.request), { schema: confirmSocketSchema });
  if (submission.status !== "success") {
    // A socket id that is not one is the page's problem, not a field's: the TV must show a new code.
    const error = submission.error?.socket_id ? TV_PAIRING_MESSAGES.socketIdInvalid : null;
    return data({ sent: null, error, screensHref: null, result: submission.reply() }, { status: 422 });
  }
  const { socket_id, name } = submission.value;
  const confirmedAt = Date.now();
  const result = await api(args, sendSocketLogin, { json: { socket_id, ...(name ? { screen_name: name } : {}) } });
  if (!result.ok) {
    const nameRefused = result.inputName === "screen_name";
    return data(
      {
        sent: null,
        error: nameRefused ? null : result.message,
        screensHref: null,
        result: submission.reply(nameRefused ? { fieldErrors: { name: [result.message] } } : {}),
      },
      { status: result.status },
    );
  }
  return { sent: result.message, error: null, screensHref: myScreensPath(user.accountId, confirmedAt), result: null };
}

export default function TvPair({ loaderData, actionData }: Route.ComponentProps) {
  const { tv, owner, problem, accountHref } = loaderData;
  const [form, fields] = useZodForm(confirmSocketSchema, {
    id: "tv-pair",
    lastResult: actionData?.result ?? undefined,
  });

  if (actionData?.sent && actionData.screensHref) {
    return <TvLinkedCard title="Log in this TV?" message={actionData.sent} screensHref={actionData.screensHref} />;
  }

  return (
    <FormCard title="Log in this TV?">
      <div className="space-y-5">
        {problem || actionData?.error ? (
          <OutcomeNotice tone="error" title={actionData?.error ?? problem ?? ""}>
            <p>Reload the page on the TV (its address is /tv) and scan its new code.</p>
          </OutcomeNotice>
        ) : null}
        {tv ? (
          <>
            <WaitingTvDetails tv={tv} />
            <ConfirmTvForm
              formProps={getFormProps(form)}
              nameField={fields.name}
              hidden={{ name: "socket_id", value: tv.socketId }}
              owner={owner}
              cancelHref={accountHref}
            />
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
