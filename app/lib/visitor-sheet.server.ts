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

/**
 * The page with its sheet in the slot, cut to what it uses. The slot is looked for as the whole `<style>`
 * element: a shop's name or text holding the slot's words is escaped text, never a `<style>` of its own.
 */
export function fillSheetSlot(html: string): string {
  const slot = `<style>${SHEET_SLOT}</style>`;
  if (!html.includes(slot)) return html;
  cut ??= sheetCutter(sheet);
  const style = `<style>${cut(html)}</style>`;
  return html.replace(slot, () => style);
}
