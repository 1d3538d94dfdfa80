import type { ConsentLogEntry } from "./consent-schemas";
import { toCsv } from "./csv";

/** The consent log's entries in words (issue 35 point 7): the page's table and the CSV say the same. */
export const CONSENT_LOG_WORDS: Record<ConsentLogEntry["kind"], string> = {
  consent_given: "Consent given",
  consent_changed: "Consent changed",
  consent_withdrawn: "Consent withdrawn",
  removal_requested: "Removal requested",
  removal_answered: "Removal request answered",
  removal_escalated: "Removal request flagged to the admin (72 hours unanswered)",
  taken_down: "Taken down",
};

/** The log as CSV (RFC 4180, CRLF), with a header row. */
export function consentLogCsv(entries: ConsentLogEntry[]) {
  return toCsv([["When (UTC)", "What", "Details"], ...entries.map((e) => [e.at, CONSENT_LOG_WORDS[e.kind], e.detail])]);
}
