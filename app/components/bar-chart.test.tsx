import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";

const bars = [
  { key: "plays", label: "Plays", value: 1200 },
  { key: "scans", label: "Scans", value: 12, detail: "1% of plays" },
  { key: "taps", label: "Taps", value: 3, detail: "25% of scans" },
  { key: "whatsapp", label: "WhatsApp", value: 2, part: true },
  { key: "call", label: "Call", value: 0, part: true },
];

function chart() {
  return render(
    <BarChart
      title="Window TV"
      bars={bars}
      whatHeader="What"
      countHeader="Count"
      detailHeader="Of the step before"
      summary="Window TV: Plays 1200, Scans 12, Taps 3, WhatsApp 2, Call 0"
    />,
  );
}

describe("BarChart", () => {
  it("is one image named by its text alternative, its words and numbers not read twice", () => {
    chart();
    const image = screen.getByRole("img", { name: "Window TV: Plays 1200, Scans 12, Taps 3, WhatsApp 2, Call 0" });
    expect(image.tagName.toLowerCase()).toBe("svg");
    // Its bars' numbers, drawn beside them, are those of the table.
    expect([...image.querySelectorAll("tspan.tabular-nums")].map((text) => text.textContent)).toEqual([
      "1200",
      "12",
      "3",
      "2",
      "0",
    ]);
  });

  it("gives the same numbers in a table with a caption and header cells", () => {
    chart();
    const table = screen.getByRole("table", { name: "Window TV" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["What", "Count", "Of the step before"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole("rowheader").textContent,
        ...within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ["Plays", "1200", ""],
      ["Scans", "12", "1% of plays"],
      ["Taps", "3", "25% of scans"],
      ["WhatsApp", "2", ""],
      ["Call", "0", ""],
    ]);
  });

  it("draws each bar's length against the longest, a small one still visible and a zero none", () => {
    const { container } = chart();
    const filled = [...container.querySelectorAll("rect.fill-brand, rect.fill-brand\\/60")].map((rect) =>
      rect.getAttribute("width"),
    );
    expect(filled).toEqual(["100%", "1%", "1%", "1%"]);
  });

  it("leaves out the detail column when no bar has one", () => {
    render(
      <BarChart
        title="Taps"
        bars={[{ key: "book", label: "Book online", value: 4 }]}
        whatHeader="Channel"
        countHeader="Taps"
        summary="Taps: Book online 4"
      />,
    );
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Channel", "Taps"]);
  });
});
