import { deleteStyle } from "@contract/endpoints/styles";
import { genderLabel, styleTitle } from "@contract/style-labels";
import { data, Form, Link, redirect } from "react-router";
import { ApprovalBadge } from "~/components/approval-badge";
import { FormAlert, SubmitButton } from "~/components/form-field";
import { accountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { statusForFailure } from "~/lib/api-failure.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/remove-style";
import { StyleCover } from "./style-cover";
import { loadOwnStyle } from "./style-editor.server";
import { mediaSummary } from "./style-media";

/**
 * /{account_id}/style/{style_id} (spec §2 remove style): "Remove this
 * style?" with Yes and No, as a page so it works without JavaScript. Yes
 * deletes through the API and goes back to the portfolios with a toast.
 */
export async function loader(args: Route.LoaderArgs) {
  const { accountId } = accountOwner(args.context);
  const { styleId } = args.params;
  if (!styleId) throw redirect(`/${accountId}/portfolios`);
  return { style: await loadOwnStyle(args, accountId, styleId) };
}

export async function action(args: Route.ActionArgs) {
  const { accountId } = accountOwner(args.context);
  const { styleId } = args.params;
  if (!styleId) throw redirect(`/${accountId}/portfolios`);
  // Checked first: a foreign or unknown id is a 404 page, never a delete.
  await loadOwnStyle(args, accountId, styleId);
  const result = await api(args, deleteStyle, { params: { id: styleId } });
  if (result.ok) return toasts().redirectWithSuccess(`/${accountId}/portfolios`, result.message);
  return data({ error: result.message }, { status: statusForFailure(result) });
}

export default function RemoveStyle({ loaderData, actionData, params }: Route.ComponentProps) {
  const { style } = loaderData;
  const title = styleTitle(style.attributes);
  const back = `/${params.accountId}/portfolios`;
  return (
    <section aria-labelledby="remove-title" className="mx-auto max-w-md">
      <div className="card p-5 sm:p-8">
        <h1 id="remove-title" className="text-2xl font-bold tracking-tight">
          Remove this style?
        </h1>
        <div className="mt-5 flex items-center gap-4">
          <StyleCover style={style} className="h-24 w-20 shrink-0 rounded-xl object-cover" />
          <div className="min-w-0 space-y-1.5">
            <p className="truncate font-semibold">{title}</p>
            <p className="text-sm text-ink-soft">
              {[genderLabel(style.attributes.gender), mediaSummary(style)].filter(Boolean).join(" · ")}
            </p>
            <ApprovalBadge approved={style.attributes.is_approved} />
          </div>
        </div>
        <p className="mt-5 text-sm text-ink-soft">
          It leaves your profile, Explore and your slideshow, and its files are deleted. This cannot be undone.
        </p>
        <Form method="post" className="mt-6 space-y-4">
          <FormAlert id="remove-error" errors={actionData?.error ? [actionData.error] : undefined} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={back} className="btn-secondary">
              No
            </Link>
            <SubmitButton className="btn-primary" pendingLabel="Removing…">
              Yes
            </SubmitButton>
          </div>
        </Form>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Remove style | Stylecast" }];
