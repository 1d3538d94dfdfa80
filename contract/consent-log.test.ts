import { describe, expect, it } from "vitest";
import { consentLogCsv } from "./consent-log";

describe("consentLogCsv (issue 35)", () => {
  it("writes a header and one quoted row per entry, quotes doubled and formulas neutralised", () => {
    const csv = consentLogCsv([
      { at: "2026-11-27T10:00:00.000Z", kind: "consent_given", detail: 'Mia "M" Client · pages' },
      { at: "2026-11-28T10:00:00.000Z", kind: "removal_requested", detail: "=HYPERLINK(1)" },
    ]);
    expect(csv).toBe(
      '"When (UTC)","What","Details"\r\n' +
        '"2026-11-27T10:00:00.000Z","Consent given","Mia ""M"" Client · pages"\r\n' +
        `"2026-11-28T10:00:00.000Z","Removal requested","'=HYPERLINK(1)"\r\n`,
    );
  });
});
