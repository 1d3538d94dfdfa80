import { putEmailSubscriptions } from "@contract/endpoints/subscriptions";
import { WEEKLY_SUMMARY } from "@contract/weekly-summary";
import { redirect } from "react-router";
import { api } from "~/lib/api-client.server";
import { tryReadForm } from "~/lib/forms/read-form.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/mail-settings";

/**
 * POST /accounts/{account_id}/settings/mail: the settings page's "Weekly
 * summary by mail" switch (issue 36), the signed-in user's own
 * `email_subscriptions`. A checkbox, so a box left empty sends nothing: off.
 * Back to the settings with a toast, with or without JavaScript. The owner
 * guard is the layout's middleware.
 */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/accounts/${params.accountId}/settings`);
}

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request);
  const back = `/accounts/${args.params.accountId}/settings`;
  const read = await tryReadForm(args.request);
  if (!read.ok) return toasts().redirectWithError(back, read.message);
  const on = read.form.get(WEEKLY_SUMMARY) === "on";
  const result = await api(args, putEmailSubscriptions, { json: { [WEEKLY_SUMMARY]: on } });
  return toasts().redirectWithToast(back, { message: result.message, type: result.ok ? "success" : result.toastType });
}
