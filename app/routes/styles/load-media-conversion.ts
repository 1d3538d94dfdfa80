import type { ConvertedMedia } from "~/lib/media-conversion";

/**
 * The in-browser conversion (app/lib/media-conversion, issue 9), loaded
 * only by the style editor once it runs in the browser: `import()`, so no
 * other page and no server bundle carries it.
 */
export type { ConvertedMedia };

export const loadMediaConversion = () => import("~/lib/media-conversion");
