import { checkContract } from "../api/contract-check";
import { dev } from "../api/routes/dev";
import { seedDemoData } from "./seed";

/**
 * What only development and tests use: the demo seed (with its demo media), the `/v1/dev/*` test seams and the
 * contract check that holds every API answer to the document. `npm run build` (DEV_TOOLS=off) resolves this module
 * to ./no-tools.ts instead (vite.config.ts), so none of it reaches the production Worker; the dev server, the
 * worker tests and the e2e build keep it. Each tool still checks APP_ENV at run time (ADR 23).
 */
export const devTools: DevTools | null = { seedDemoData, routes: dev, checkContract };

export type DevTools = {
  seedDemoData: typeof seedDemoData;
  routes: typeof dev;
  checkContract: typeof checkContract;
};
