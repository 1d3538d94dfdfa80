import { accountOwner } from "~/lib/account-owner.server";
import { consentLogDownload } from "~/lib/consent-log-download.server";
import type { Route } from "./+types/consent-log-csv";

/** /{account_id}/styles/{style_id}/consent-log.csv (issue 35 point 7): the style's consent log to download. */
export async function loader(args: Route.LoaderArgs) {
  accountOwner(args.context);
  return consentLogDownload(args, args.params.styleId);
}
