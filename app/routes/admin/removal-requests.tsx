import { decideRemovalRequestAsAdmin, listAllRemovalRequests } from "@contract/endpoints/removal";
import { data } from "react-router";
import { decisionOf, RemovalRequestList } from "~/components/removal-request-list";
import { HeadingCount, Section } from "~/components/section";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure, statusForFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/removal-requests";
import { adminPath, tabTitle } from "./admin-places";

/**
 * /admin/removal-requests (issue 35 point 5): every confirmed request still
 * open, those the shop left unanswered for 72 hours first; the admin may take
 * the style down or answer, as the shop can.
 */
export async function loader(args: Route.LoaderArgs) {
  const open = await api(args, listAllRemovalRequests);
  if (!open.ok) throw errorFromApiFailure(open);
  return { requests: open.data };
}

export async function action(args: Route.ActionArgs) {
  const decision = decisionOf(await readForm(args.request));
  if (!decision) return data({ error: "Choose take down or answer" }, { status: 422 });
  const decided = await api(args, decideRemovalRequestAsAdmin, {
    params: { id: decision.requestId },
    json: decision.json,
  });
  if (!decided.ok) return data({ error: decided.message }, { status: statusForFailure(decided) });
  return toasts().redirectWithSuccess(adminPath("removal-requests"), decided.message);
}

export default function RemovalRequests({ loaderData }: Route.ComponentProps) {
  const { requests } = loaderData;
  return (
    <Section
      title={
        <>
          Removal requests <HeadingCount count={requests.length} />
        </>
      }
    >
      {requests.length ? (
        <RemovalRequestList requests={requests} showShop />
      ) : (
        <p className="text-sm text-ink-soft">No request is waiting.</p>
      )}
    </Section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: tabTitle("removal-requests") }];
