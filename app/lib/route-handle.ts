/** What a route module's `handle` may say about its page (read by root.tsx, entry.server.tsx and the site header). */
export type RouteHandle = {
  /** How the header looks (spec §2: header styling varies by route); the deepest route that says wins. */
  header?: "solid" | "overlay" | "hidden";
  /** `false`: the page ships no framework script (the visitor pages, issue 10). */
  scripts?: boolean;
  /** `"visitor"`: the page gets the visitor pages' sheet inline, not the site's (lib/page-styles.tsx, issue 25). */
  styles?: "visitor";
  /**
   * `"inline"`: the cookie banner takes its own room at the top of the page instead of lying over the bottom of
   * the screen, where a phone keeps the shop's contact buttons (issue 36: nothing covers them).
   */
  cookieBanner?: "inline";
};

/** Whether the page of these matched routes' handles loads React Router's scripts. */
export const shipsScripts = (handles: readonly unknown[]) =>
  !handles.some((handle) => (handle as RouteHandle | undefined)?.scripts === false);
