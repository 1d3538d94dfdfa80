import { z } from "zod";
import { DEFAULT_TIME_ZONE, isTimeZone } from "./shop-clock";

/**
 * The shop's time zone (issue 34 point 2): an IANA name the owner picks from
 * a list on the profile form, which PUT /v1/users/accounts/{id} takes as
 * `time_zone`. Its opening hours, style schedules, "today" and the dates its
 * owner reads are on this clock; the admin console keeps Berlin's.
 */
export const TIME_ZONE_LABEL = "Time zone";
/** The longest IANA name is 30 characters (America/Argentina/ComodRivadavia); room to spare. */
const TIME_ZONE_MAX = 64;

export const TIME_ZONE_MESSAGES = {
  unknown: `${TIME_ZONE_LABEL}: choose one from the list (an IANA name such as Europe/Berlin)`,
} as const;

/**
 * The name as the runtime spells it: Intl takes any case ("europe/berlin")
 * and gives back the canonical name, which is what we keep.
 */
const canonical = (timeZone: string) => new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;

/** The field as sent: left out (or blank), the shop keeps its zone. */
export const timeZoneField = z
  .string({ error: TIME_ZONE_MESSAGES.unknown })
  .trim()
  .max(TIME_ZONE_MAX, TIME_ZONE_MESSAGES.unknown)
  .nullish()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isTimeZone(value), TIME_ZONE_MESSAGES.unknown)
  .transform((value) => (value === undefined ? undefined : canonical(value)));

/** The zone as answered. */
export const timeZoneSchema = z.string().max(TIME_ZONE_MAX).meta({
  description:
    "The shop's IANA time zone: its opening hours, style schedules and days are on this clock (Europe/Berlin unless the owner chose another)",
  example: DEFAULT_TIME_ZONE,
});

/**
 * The list to choose from, grouped by region ("Europe": Berlin, London…), from
 * the names the server's runtime knows (`Intl.supportedValuesOf`); `current`
 * is in it even where the runtime lists it under another name.
 */
export function groupTimeZones(names: readonly string[], current: string) {
  const regions = new Map<string, { name: string; place: string }[]>();
  for (const name of [...new Set([...names, current])].sort()) {
    const slash = name.indexOf("/");
    const region = slash === -1 ? "Other" : name.slice(0, slash);
    const place = (slash === -1 ? name : name.slice(slash + 1)).replaceAll("_", " ").replaceAll("/", " – ");
    regions.set(region, [...(regions.get(region) ?? []), { name, place }]);
  }
  return [...regions].map(([region, zones]) => ({ region, zones }));
}
