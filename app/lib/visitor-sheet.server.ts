import sheet from "../visitor.css?inline";
import { sheetCutter } from "./used-css";

/** The visitor pages' sheet as text, for entry.server.tsx to inline (lib/page-styles.tsx). Server only. */
export const visitorSheet = sheet;

/**
 * Where a page rendered as one string gets its sheet: rendered with this in the `<style>`, then filled with the
 * sheet cut to the utilities that page names (lib/used-css.ts), once the whole page is known.
 */
export const SHEET_SLOT = "/*visitor-sheet*/";

let cut: ((html: string) => string) | undefined;

/** The page with its sheet in the slot, cut to what it uses. */
export function fillSheetSlot(html: string): string {
  if (!html.includes(SHEET_SLOT)) return html;
  cut ??= sheetCutter(sheet);
  return html.replace(SHEET_SLOT, () => (cut as (page: string) => string)(html));
}
