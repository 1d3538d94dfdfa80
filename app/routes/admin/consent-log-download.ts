import { consentLogDownload } from "~/lib/consent-log-download.server";
import type { Route } from "./+types/consent-log-download";

/** The admin's CSV of a style's consent log (issue 35 point 7); the admin layout's guard stands before it. */
export const loader = (args: Route.LoaderArgs) => consentLogDownload(args, args.params.styleId);
