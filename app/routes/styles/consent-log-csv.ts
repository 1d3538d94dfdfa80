import { consentLogCsv } from "@contract/consent-log";
import { getConsentLog } from "@contract/endpoints/consent";
import { accountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/consent-log-csv";

/** /{account_id}/styles/{style_id}/consent-log.csv (issue 35 point 7): the style's consent log to download. */
export async function loader(args: Route.LoaderArgs) {
  accountOwner(args.context);
  const log = await api(args, getConsentLog, { params: { id: args.params.styleId } });
  if (!log.ok) throw errorFromApiFailure(log);
  return new Response(consentLogCsv(log.data), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="consent-log-${args.params.styleId}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
