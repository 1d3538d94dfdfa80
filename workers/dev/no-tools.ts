import type { DevTools } from "./tools";

/** Stands in for ./tools.ts in the production build (vite.config.ts, ADR 23): no development tools at all. */
export const devTools: DevTools | null = null;
