import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConsentLog } from "./consent-log";

describe("ConsentLog", () => {
  it("lists what happened in words, at the times it is given, with markup as text, and links the CSV", () => {
    render(
      <ConsentLog
        log={[
          { at: "2026-11-20T10:00:00.000Z", kind: "consent_given", detail: "<b>Ana</b> · pages · in the shop" },
          { at: "2026-11-21T09:30:00.000Z", kind: "consent_withdrawn", detail: "Ana · by the client" },
        ]}
        when={(at) => `at ${at.slice(0, 10)}`}
        csvHref="/a1/styles/s1/consent-log.csv"
      />,
    );
    const entries = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(entries.map((entry) => entry.textContent)).toEqual([
      "Consent given, at 2026-11-20<b>Ana</b> · pages · in the shop",
      "Consent withdrawn, at 2026-11-21Ana · by the client",
    ]);
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/a1/styles/s1/consent-log.csv");
  });

  it("says when nothing happened yet", () => {
    render(<ConsentLog log={[]} when={String} csvHref="/x.csv" />);
    expect(screen.getByText("Nothing yet.")).toBeInTheDocument();
  });
});
