import type { Account } from "./account";
import { DEFAULT_TIME_ZONE } from "./shop-clock";

/**
 * The shop's time zone (an IANA name), which every schedule, "now" and date
 * the owner reads is on. The one place pages take it from: until the account
 * answers its own `time_zone` (issue 34 point 2), every shop keeps Berlin's.
 */
export const shopTimeZone = (_account: Pick<Account, "attributes">): string => DEFAULT_TIME_ZONE;
