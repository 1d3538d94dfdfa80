import type { OpeningHours } from "@contract/opening-hours";
import { fillBlankOpeningHours, findAccountIdByEmail } from "./db/demo-accounts";

const range = (from: string, to: string) => [{ from, to }];
const withLunch = (from: string, lunch: string, back: string, to: string) => [
  { from, to: lunch },
  { from: back, to },
];

/**
 * The demo shops' opening hours (issue 23, issue 25, issue 34): a lunch break
 * on Tuesday, a late Thursday, a short Saturday, closed days. Stylecast HQ says nothing, so its screens alert at any time.
 */
const DEMO_OPENING_HOURS: Record<string, OpeningHours> = {
  "stylist@example.com": {
    mon: null,
    tue: withLunch("09:00", "12:30", "13:30", "18:00"),
    wed: range("09:00", "18:00"),
    thu: range("10:00", "20:00"),
    fri: range("09:00", "18:00"),
    sat: range("09:00", "14:00"),
    sun: null,
  },
  "gold@example.com": {
    mon: range("10:00", "19:00"),
    tue: range("10:00", "19:00"),
    wed: range("10:00", "19:00"),
    thu: range("10:00", "19:00"),
    fri: range("10:00", "21:00"),
    sat: range("10:00", "16:00"),
    sun: null,
  },
};

export async function seedOpeningHours(env: Env) {
  for (const [email, hours] of Object.entries(DEMO_OPENING_HOURS)) {
    const accountId = await findAccountIdByEmail(env.DB, email);
    if (accountId) await fillBlankOpeningHours(env.DB, accountId, hours);
  }
}
