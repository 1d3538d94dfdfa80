import { addDays, instantOf, localTime, WEEKDAYS } from "@contract/shop-clock";

/** The weekly summary goes out on Monday at 08:00 on the shop's clock (issue 36 point 6). */
export const SUMMARY_MINUTE = 8 * 60;

/**
 * The week a shop's summary is due for at `now`: `monday` names it (the shop's
 * Monday whose 08:00 last passed, YYYY-MM-DD, also what the account stores once
 * it is sent), and the summary covers the week before it, Monday 00:00 to
 * Monday 00:00 on the shop's clock (`from`, `to`: epoch ms). Before 08:00 on a
 * Monday it is still last Monday's. All on the wall clock (`instantOf`), so a
 * week that changes to or from summer time is 167 or 169 hours long.
 */
export function summaryWeek(now: number, timeZone: string) {
  const today = localTime(now, timeZone);
  let monday = addDays(today.date, -WEEKDAYS.indexOf(today.day));
  if (now < instantOf(monday, SUMMARY_MINUTE, timeZone)) monday = addDays(monday, -7);
  return {
    monday,
    from: instantOf(addDays(monday, -7), 0, timeZone),
    to: instantOf(monday, 0, timeZone),
  };
}
