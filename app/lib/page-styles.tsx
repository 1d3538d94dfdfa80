import { createContext, use } from "react";
import siteSheet from "../app.css?url";
import type { RouteHandle } from "./route-handle";

/**
 * The page's styles (issue 25 point 7). A visitor page (its route's handle says `styles: "visitor"`) gets only
 * the classes it uses, inline in its `<head>` (visitor.css: a few KB compressed, nothing render-blocking to
 * fetch before the first thumbnail can paint); every other page links the site's sheet (app.css), cached
 * across pages. The server's entry (entry.server.tsx) provides the inline sheet: its text stays out of the
 * browser's bundle, and a page the browser renders after a client navigation keeps the linked sheet.
 */
export const InlineSheet = createContext<string | undefined>(undefined);

/** Whether these matched routes' handles ask for the visitor pages' sheet. */
export const wantsVisitorSheet = (handles: readonly unknown[]) =>
  handles.some((handle) => (handle as RouteHandle | undefined)?.styles === "visitor");

/** The page's sheet, in its `<head>`. */
export function PageStyles() {
  const inline = use(InlineSheet);
  // As HTML: as a text child React would escape the `>` of child selectors.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the built sheet, no user input
  return inline ? <style dangerouslySetInnerHTML={{ __html: inline }} /> : <link rel="stylesheet" href={siteSheet} />;
}
