import type { DataOf } from "@contract/endpoints/define";
import { getInsights, listScreens } from "@contract/endpoints/screens";
import { listOwnStyles } from "@contract/endpoints/styles";
import { INSIGHTS_TEXTS, type InsightPeriod, insightPeriod } from "@contract/insights";
import { api, type RouteArgs } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { styleLook } from "./style-look";

type Insights = DataOf<typeof getInsights>;

/** The insights with the names the owner knows: each screen's, each style's title and thumb. */
export type NamedInsights = Omit<Insights, "screens" | "styles"> & {
  screens: (Insights["screens"][number] & { label: string })[];
  styles: (Insights["styles"][number] & { label: string; thumb: string | null })[];
};

/** The period a request's `?days=` asks for. */
export const periodOf = (request: Request): InsightPeriod =>
  insightPeriod(new URL(request.url).searchParams.get("days"));

/**
 * What the Insights page and its CSV show (issue 36 point 5): the API's
 * insights for the period, each screen by its name (or as removed) and each
 * style by its title and thumb, as My screens names them.
 */
export async function loadNamedInsights(args: RouteArgs, days: InsightPeriod): Promise<NamedInsights> {
  const [insights, screens, styles] = await Promise.all([
    api(args, getInsights, { query: { days: String(days) as `${InsightPeriod}` } }),
    api(args, listScreens),
    api(args, listOwnStyles),
  ]);
  if (!insights.ok) throw errorFromApiFailure(insights);
  if (!screens.ok) throw errorFromApiFailure(screens);
  if (!styles.ok) throw errorFromApiFailure(styles);
  const screenIds = new Set(screens.data.data.map((screen) => screen.screen_id));
  const looks = new Map(styles.data.map((style) => [style.id, styleLook(style)]));
  return {
    ...insights.data,
    screens: insights.data.screens.map((screen) => ({
      ...screen,
      label: screenIds.has(screen.screen_id)
        ? (screen.name ?? INSIGHTS_TEXTS.unnamedScreen)
        : INSIGHTS_TEXTS.removedScreen,
    })),
    styles: insights.data.styles.map((style) => {
      const look = looks.get(style.style_id);
      return { ...style, label: look?.title ?? INSIGHTS_TEXTS.removedStyle, thumb: look?.thumb ?? null };
    }),
  };
}
