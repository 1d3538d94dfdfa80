export function bytesBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number>;
export function groupOf(source: string): string;
export function readServerBuild(dir: string): { file: string; bytes: number; sizes: Map<string, number> }[];
