import type { Plugin } from "vite";

export function leanWorker(options: { devTools: boolean }): Plugin;
