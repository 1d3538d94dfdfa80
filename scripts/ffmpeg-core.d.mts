import type { Plugin } from "vite";

export function ensureFfmpegCore(options?: { log?: (line: string) => void }): void;
export function ffmpegCore(): Plugin;
