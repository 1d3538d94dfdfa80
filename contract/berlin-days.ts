import { shopDay } from "./shop-clock";

/**
 * Days as the admin console counts them (spec, decisions.md "Dates": Europe/Berlin,
 * whatever the shops' own zones), as YYYY-MM-DD. The shops' days are shop-clock's.
 */
export const berlinDay = (ms: number) => shopDay(ms, "Europe/Berlin");
