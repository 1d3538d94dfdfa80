import { consentLogCsv } from "@contract/consent-log";
import { getConsentLog } from "@contract/endpoints/consent";
import { api, type RouteArgs } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";

/** A style's consent log as a CSV download (issue 35 point 7), for its owner or the admin (the API decides). */
export async function consentLogDownload(args: RouteArgs, styleId: string) {
  const log = await api(args, getConsentLog, { params: { id: styleId } });
  if (!log.ok) throw errorFromApiFailure(log);
  return new Response(consentLogCsv(log.data), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="consent-log-${styleId}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
