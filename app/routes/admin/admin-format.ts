import { ADMIN_MESSAGES } from "@contract/admin";

/** Dates of the admin console: de-DE, Europe/Berlin (decisions.md: Dates); durations are English (~/lib/format-duration). */
const DATE_TIME = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  dateStyle: "medium",
  timeStyle: "short",
});
const DATE = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium" });

const valid = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso) : null);

export const formatDateTime = (iso: string | null | undefined, empty = "—") => {
  const date = valid(iso);
  return date ? DATE_TIME.format(date) : empty;
};

export const formatDate = (iso: string | null | undefined, empty = "—") => {
  const date = valid(iso);
  return date ? DATE.format(date) : empty;
};

/** A count as the console writes it, de-DE as its dates (12.840), as the ads tab's plays and scans are. */
const COUNT = new Intl.NumberFormat("de-DE");
export const formatCount = (count: number) => COUNT.format(count);

/** A value or the spec's 'not available' fallback. */
export const orNotAvailable = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? ADMIN_MESSAGES.notAvailable : String(value);

/** A subscriber as the console names them: first and last name, else the account id. */
export const personName = (row: { first_name: string | null; last_name: string | null; account_id: string }) =>
  [row.first_name, row.last_name].filter(Boolean).join(" ") || row.account_id;

/** An account in the analytics: its company, else its owner's name, else its id. */
export const accountLabel = (row: { company: string | null; fullname: string | null; account_id: string }) =>
  row.company || row.fullname || row.account_id;
