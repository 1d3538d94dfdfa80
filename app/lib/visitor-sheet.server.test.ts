import { describe, expect, it, vi } from "vitest";
import { fillSheetSlot, SHEET_SLOT } from "./visitor-sheet.server";

vi.mock("../visitor.css?inline", () => ({
  default: "@layer base{body{margin:0}}@layer utilities{.flex{display:flex}.grid{display:grid}}",
}));

describe("fillSheetSlot", () => {
  it("fills the page's <style> slot with the sheet cut to the page", () => {
    const page = `<html><head><style>${SHEET_SLOT}</style></head><body><p class="flex">x</p></body></html>`;
    expect(fillSheetSlot(page)).toBe(
      '<html><head><style>@layer base{body{margin:0}}@layer utilities{.flex{display:flex}}</style></head><body><p class="flex">x</p></body></html>',
    );
  });

  it("leaves the slot's words in a page's text alone: only the <style> element is the slot", () => {
    const page = `<html><head><title>${SHEET_SLOT}</title><style>${SHEET_SLOT}</style></head><body></body></html>`;
    const filled = fillSheetSlot(page);
    expect(filled).toContain(`<title>${SHEET_SLOT}</title>`);
    expect(filled).toContain("<style>@layer base{body{margin:0}}@layer utilities{}</style>");
  });

  it("gives a page without the slot back as it is", () => {
    expect(fillSheetSlot("<p>plain</p>")).toBe("<p>plain</p>");
  });
});
