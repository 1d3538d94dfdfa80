import { accountOwner } from "~/lib/account-owner.server";
import type { Route } from "./+types/insights-csv";
import { loadNamedInsights, periodOf } from "./insights.server";
import { insightsToCsv } from "./insights-to-csv";

/** /accounts/{account_id}/insights.csv?days= (issue 36 point 5): the Insights page's numbers to download, owner only (the layout's guard). */
export async function loader(args: Route.LoaderArgs) {
  accountOwner(args.context);
  const days = periodOf(args.request);
  const insights = await loadNamedInsights(args, days);
  return new Response(insightsToCsv(insights), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="insights-${days}-days.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
