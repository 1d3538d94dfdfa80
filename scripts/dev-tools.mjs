// Whether this build carries the development tools: the demo seed and its media, /v1/dev, the /dev pages and the
// contract check. `npm run build`, the build to deploy, sets DEV_TOOLS=off; the dev server, typegen and the e2e,
// `npm start` and bench builds keep them. Read by vite.config.ts and app/routes.ts (docs/decisions/0023).
export const withDevTools = process.env.DEV_TOOLS !== "off";
