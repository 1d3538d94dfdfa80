import { getConsentLog } from "@contract/endpoints/consent";
import { ConsentLog } from "~/components/consent-log";
import { Section } from "~/components/section";
import { api } from "~/lib/api-client.server";
import type { Route } from "./+types/consent-log";
import { required } from "./admin.server";
import { formatDateTime } from "./admin-format";
import { adminPath } from "./admin-places";
import { GoBack } from "./admin-ui";

/** /admin/subscribers/{account_id}/consent-log/{style_id} (issue 35 point 7): a style's consent log, for the admin. */
export async function loader(args: Route.LoaderArgs) {
  const log = await api(args, getConsentLog, { params: { id: args.params.styleId } });
  return { log: required(log) };
}

export default function AdminConsentLog({ loaderData, params }: Route.ComponentProps) {
  const back = adminPath("subscribers", params.accountId);
  return (
    <Section title="Consent log">
      <GoBack to={back} />
      <ConsentLog
        log={loaderData.log}
        when={(at) => formatDateTime(at)}
        csvHref={`${back}/consent-log/${encodeURIComponent(params.styleId)}/download`}
      />
    </Section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Admin - Consent log" }];
