/** Days as the admin console counts them (spec: Europe/Berlin), as YYYY-MM-DD. */
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  hourCycle: "h23",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

export const berlinDay = (ms: number) => dayFormat.format(ms);

/** The Berlin midnight at or before `ms` (DST changes at 2-3 am, never at midnight). */
function berlinMidnight(ms: number) {
  const parts = Object.fromEntries(timeFormat.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  return ms - (((parts.hour ?? 0) * 60 + (parts.minute ?? 0)) * 60 + (parts.second ?? 0)) * 1000 - (ms % 1000);
}

/** The interval [from, to) cut at Berlin midnights: [day, milliseconds] pairs. */
export function splitByBerlinDay(from: number, to: number): [string, number][] {
  const parts: [string, number][] = [];
  let end = to;
  while (end > from) {
    const start = Math.max(from, berlinMidnight(end - 1));
    parts.unshift([berlinDay(start), end - start]);
    end = start;
  }
  return parts;
}
