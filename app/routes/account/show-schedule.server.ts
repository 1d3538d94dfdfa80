import { getSlideshow } from "@contract/endpoints/slideshow";
import {
  instantOf,
  isRealDate,
  localTime,
  minutes,
  TIME_OF_DAY,
  timeOfMinute,
  WEEKDAY_SHORT,
  weekdayOf,
} from "@contract/shop-clock";
import { describeShowNow, planOf, type ScheduledSlide, SHOW_NOW_TEXTS, showNow } from "@contract/show-now";
import { slideItem } from "@contract/slideshow";
import { shortDate } from "@contract/style-schedule";
import type { RouterContextProvider } from "react-router";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** A slide of the preview, as the page lists it. */
export type PreviewSlide = { key: string; title: string; still: string | null; ad: boolean };

/**
 * What the owner's screens show now and at a day and time they choose (issue
 * 34 point 5), decided by the same `showNow` the TVs run, from the same show
 * they are sent. `?preview_date=YYYY-MM-DD&preview_time=HH:MM` on the shop's
 * clock; left out or wrong, the preview is of now (and says what was wrong).
 */
export async function loadShowSchedule(args: RouteArgs, accountId: string, titles: Record<string, string>) {
  const result = await api(args, getSlideshow, { params: { account_id: accountId } });
  if (!result.ok) throw errorFromApiFailure(result);
  const plan = planOf(result.data);
  const nameOf = (slide: ScheduledSlide) => titles[slideItem(slide).id] ?? "a style";
  const now = Date.now();
  const today = localTime(now, plan.time_zone);
  const search = new URL(args.request.url).searchParams;
  const asked = { date: search.get("preview_date") ?? "", time: search.get("preview_time") ?? "" };
  const given = asked.date !== "" || asked.time !== "";
  const valid = isRealDate(asked.date) && TIME_OF_DAY.test(asked.time);
  const date = valid ? asked.date : today.date;
  const time = valid ? asked.time : timeOfMinute(today.minute);
  const at = valid ? instantOf(date, minutes(time), plan.time_zone) : now;
  const shown = showNow(plan, at);
  const summary = plan.slides.length > 0 ? describeShowNow(plan, now, nameOf) : null;
  return {
    timeZone: plan.time_zone,
    summary,
    /** The card the screens show now instead of slides ("Closed card until 09:00"), or null while they play. */
    card: showNow(plan, now).screen === "slides" ? null : summary,
    preview: {
      date,
      time,
      error: given && !valid ? SHOW_NOW_TEXTS.previewInvalid : null,
      when: `${WEEKDAY_SHORT[weekdayOf(date)]} ${shortDate(date)}, ${time}`,
      line: describeShowNow(plan, at, nameOf),
      slides:
        shown.screen === "slides"
          ? shown.playlist.map(
              (slide): PreviewSlide => ({
                key: slide.key,
                title: slide.kind === "ad" ? SHOW_NOW_TEXTS.ad : nameOf(slide),
                still: slide.media[0]?.still ?? null,
                ad: slide.kind === "ad",
              }),
            )
          : [],
    },
  };
}
