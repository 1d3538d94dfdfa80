import type { OpeningHours } from "@contract/opening-hours";

/** A shop's week for tests: closed Monday and Sunday, late on Thursday (2026-11-26 is a Thursday). */
export const SHOP_WEEK: OpeningHours = {
  mon: null,
  tue: [{ from: "09:00", to: "18:00" }],
  wed: [{ from: "09:00", to: "18:00" }],
  thu: [{ from: "10:00", to: "20:00" }],
  fri: [{ from: "09:00", to: "18:00" }],
  sat: [{ from: "09:00", to: "14:00" }],
  sun: null,
};
