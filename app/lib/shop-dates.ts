/**
 * Dates the owner reads (issue 34): on the shop's clock, its `time_zone`, not
 * the server's nor Berlin's; German numerals as everywhere in the owner's pages
 * ("27.11.2026", "27.11.2026, 18:05"). The admin console keeps Berlin's
 * (admin-format.ts).
 */
const FORMATS = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string, withTime: boolean) {
  const key = `${timeZone} ${withTime}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      "de-DE",
      withTime ? { timeZone, dateStyle: "medium", timeStyle: "short" } : { timeZone },
    );
    FORMATS.set(key, format);
  }
  return format;
}

/** "27.11.2026": the shop's date of a moment. */
export const shopDate = (iso: string, timeZone: string) => formatOf(timeZone, false).format(new Date(iso));

/** "27.11.2026, 18:05": the shop's date and time of a moment. */
export const shopDateTime = (iso: string, timeZone: string) => formatOf(timeZone, true).format(new Date(iso));
