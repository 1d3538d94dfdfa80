import { redirect } from "react-router";
import { accountOwner } from "~/lib/account-owner.server";
import { tryReadForm } from "~/lib/forms/read-form.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import type { Route } from "./+types/save-style";
import type { SaveStyleAnswer } from "./save-style-answer";
import { saveStyle } from "./style-editor.server";

/**
 * POST /{account_id}/styles/{style_id?}/save: the editor's script sends the
 * form here (with the browser's converted files) by XHR, for a real upload
 * progress bar, and gets JSON back: where to go, or the Conform errors to
 * show without losing anything typed. Without JavaScript the form posts to
 * the page itself (style-editor.tsx), which saves the same way. The owner
 * guard is the layout's middleware.
 */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.accountId}/styles${params.styleId ? `/${params.styleId}` : ""}`);
}

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request);
  const read = await tryReadForm(args.request);
  if (!read.ok) return answer({ ok: false, message: read.message }, read.status);
  const outcome = await saveStyle(args, {
    accountId: accountOwner(args.context).accountId,
    styleId: args.params.styleId,
    form: read.form,
  });
  return outcome.ok
    ? answer({ ok: true, message: outcome.message, redirectTo: outcome.redirectTo })
    : answer({ ok: false, result: outcome.result }, outcome.status);
}

const answer = (body: SaveStyleAnswer, status = 200) => Response.json(body, { status });
