import { parseWithZod } from "@conform-to/zod/v4";
import type { Screen } from "@contract/endpoints/screens";
import { getInsights, listScreens, removeScreen, renameScreen } from "@contract/endpoints/screens";
import { listOwnStyles } from "@contract/endpoints/styles";
import { insightsPath } from "@contract/insights";
import { MY_SCREENS_TEXTS } from "@contract/screens";
import { styleTitle } from "@contract/style-labels";
import { data, useNavigation, useRevalidator } from "react-router";
import { accountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { toasts } from "~/lib/toast.server";
import { useEveryWhileVisible } from "~/lib/use-every-while-visible";
import type { Route } from "./+types/screens";
import { AddScreen } from "./add-screen";
import { EmptyScreens, renameForm, SCREEN_INTENTS, ScreenCard, StatusLegend } from "./screen-card";
import { linkedSinceParam, orderScreens } from "./screen-order";
import { INSIGHT_DAYS, type InsightDays, ScreenPlays, ScreenScans } from "./screen-plays";
import { ShowSchedulePanel } from "./show-schedule";
import { loadShowSchedule } from "./show-schedule.server";
import { styleLook } from "./style-look";
import { useAccount } from "./use-account";

/** How often an open page asks again what the TVs show (issue 23: it follows the TV). */
const FOLLOW_EVERY_MS = 5_000;

/**
 * My screens (issue 23 point 3): the owner's TVs, each with its name, status,
 * what it shows now, last seen, runtime, resolution and browser, and Remove;
 * under them the plays of the last 7 or 30 days (point 4). Without
 * JavaScript a plain page whose forms post here; with it the page asks again
 * every few seconds while it is visible, so what each TV shows follows the TV.
 * As the shop grows (issue 34 point 9) the TV a phone just linked (`?linked=`)
 * comes first, marked, then the screens online and the recently seen; the
 * never connected and the long dark fold away.
 */
export async function loader(args: Route.LoaderArgs) {
  const days = insightDays(args.request);
  const [screens, insights, styles] = await Promise.all([
    api(args, listScreens),
    api(args, getInsights, { query: { days: String(days) as `${InsightDays}` } }),
    api(args, listOwnStyles),
  ]);
  if (!screens.ok) throw errorFromApiFailure(screens);
  if (!insights.ok) throw errorFromApiFailure(insights);
  if (!styles.ok) throw errorFromApiFailure(styles);
  // Only the styles the page names: those on a screen now and those played.
  const named = new Set<string>([
    ...screens.data.data.flatMap((screen) => screen.now_showing?.style_id ?? []),
    ...insights.data.styles.map((style) => style.style_id),
  ]);
  const looks = Object.fromEntries(
    styles.data.filter((style) => named.has(style.id)).map((style) => [style.id, styleLook(style)]),
  );
  const url = new URL(args.request.url);
  const order = orderScreens(screens.data.data, Date.now(), linkedSinceParam(url));
  const titles = Object.fromEntries(styles.data.map((style) => [style.id, styleTitle(style.attributes)]));
  const schedule = await loadShowSchedule(args, accountOwner(args.context).accountId, titles);
  return { order, insights: insights.data, looks, schedule, origin: url.origin };
}

export async function action(args: Route.ActionArgs) {
  const { accountId } = accountOwner(args.context);
  const days = insightDays(args.request);
  const back = `/accounts/${accountId}/screens${days === 7 ? "" : `?days=${days}`}`;
  const formData = await readForm(args.request);
  const screenId = String(formData.get("screen_id") ?? "");

  if (formData.get("intent") === SCREEN_INTENTS.remove) {
    const result = await api(args, removeScreen, { params: { id: screenId } });
    return result.ok
      ? toasts().redirectWithSuccess(back, result.message)
      : toasts().redirectWithError(back, result.message);
  }

  const submission = parseWithZod(formData, { schema: renameForm });
  if (submission.status !== "success") return data({ screenId, result: submission.reply() }, { status: 400 });
  const result = await api(args, renameScreen, {
    params: { id: submission.value.screen_id },
    json: { name: submission.value.name ?? "" },
  });
  // A screen removed meanwhile (on another phone) has no card left to show the error on: the page says it.
  if (!result.ok && result.status === 404) return toasts().redirectWithError(back, result.message);
  if (!result.ok) return replyFromApiFailure(submission, result, { fields: ["name"], extra: { screenId } });
  return toasts().redirectWithSuccess(back, result.message);
}

export default function Screens({ loaderData, actionData }: Route.ComponentProps) {
  const { order, insights, looks, schedule, origin } = loaderData;
  const screens = [...order.shown, ...order.folded];
  const account = useAccount();
  const screenIds = new Set(screens.map((screen) => screen.screen_id));
  const cards = (list: Screen[]) => (
    <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {list.map((screen) => (
        <li key={screen.screen_id}>
          <ScreenCard
            screen={screen}
            look={screen.now_showing?.style_id ? looks[screen.now_showing.style_id] : undefined}
            lastResult={actionData?.screenId === screen.screen_id ? actionData.result : undefined}
            justLinked={screen.screen_id === order.justLinked}
            timeZone={account.attributes.time_zone}
            card={schedule.card}
          />
        </li>
      ))}
    </ul>
  );
  useFollowTheScreens();
  return (
    <div className="space-y-10">
      <section aria-labelledby="my-screens" className="space-y-4">
        <div>
          <h2 id="my-screens" className="text-lg font-bold">
            {MY_SCREENS_TEXTS.title}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{MY_SCREENS_TEXTS.intro}</p>
          {screens.length > 0 ? <AddScreen className="mt-3" /> : null}
        </div>
        {screens.length === 0 ? (
          <EmptyScreens origin={origin} />
        ) : (
          <>
            {order.shown.length > 0 ? cards(order.shown) : null}
            {order.folded.length > 0 ? (
              // A <details>: folded and unfolded without JavaScript.
              <details className="rounded-2xl border border-line bg-white" data-testid="older-screens">
                <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold sm:px-5">
                  {MY_SCREENS_TEXTS.olderScreens(order.folded.length)}
                  <span className="ml-2 text-sm font-normal text-ink-soft">{MY_SCREENS_TEXTS.olderHint}</span>
                </summary>
                <div className="border-t border-line p-3 sm:p-4">{cards(order.folded)}</div>
              </details>
            ) : null}
            <StatusLegend />
          </>
        )}
      </section>

      <ShowSchedulePanel schedule={schedule} />
      <ScreenPlays insights={insights} looks={looks} screenIds={screenIds} />
      <ScreenScans
        insights={insights}
        looks={looks}
        screenIds={screenIds}
        insightsHref={insightsPath(account.id, insights.days)}
      />
    </div>
  );
}

/** While the page is visible and nothing else is on its way, it asks the loader again: the TVs' statuses and slides follow. */
function useFollowTheScreens() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  useEveryWhileVisible(() => {
    if (revalidator.state === "idle" && navigation.state === "idle") void revalidator.revalidate();
  }, FOLLOW_EVERY_MS);
}

/** The insights' period from `?days=`: 30 when asked for, else 7. */
function insightDays(request: Request): InsightDays {
  const asked = Number(new URL(request.url).searchParams.get("days"));
  return INSIGHT_DAYS.find((days) => days === asked) ?? 7;
}

export const meta: Route.MetaFunction = () => [{ title: `${MY_SCREENS_TEXTS.title} | Stylecast` }];
