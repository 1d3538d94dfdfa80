import type { Route } from "./+types/index";
import { openConsole } from "./admin.server";

/**
 * /admin itself shows nothing: it opens the place kept for this browser
 * session (spec §2), and sends an old `/admin?tab=…` address where it lives now.
 */
export const loader = (args: Route.LoaderArgs) => openConsole(args);
