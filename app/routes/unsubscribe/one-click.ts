import { unsubscribeByLink } from "@contract/endpoints/subscriptions";
import { WEEKLY_SUMMARY_TEXTS } from "@contract/weekly-summary";
import { redirect } from "react-router";
import { api } from "~/lib/api-client.server";
import { statusForFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/one-click";

/**
 * POST /unsubscribe/{code}/one-click: the target of the weekly summary's
 * `List-Unsubscribe` header (RFC 8058). A mail client or its provider POSTs
 * `List-Unsubscribe=One-Click` here from its own servers, with no cookie and
 * maybe a foreign Origin, so this is a resource route without the origin check
 * of pages (ADR 4): the signed code is the whole authority, and it can only
 * turn one user's summary off. Opened in a browser (GET), it shows the page
 * with the button instead.
 */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/unsubscribe/${encodeURIComponent(params.code)}`);
}

export async function action(args: Route.ActionArgs) {
  const result = await api(args, unsubscribeByLink, { params: { code: args.params.code } });
  const [text, status] = result.ok
    ? [WEEKLY_SUMMARY_TEXTS.unsubscribed, 200]
    : [result.status === 404 ? WEEKLY_SUMMARY_TEXTS.linkInvalid : result.message, statusForFailure(result)];
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
