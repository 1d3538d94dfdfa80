import { readFileSync } from "node:fs";

/** A local secret the test server runs with, from the .dev.vars that `npm run setup` generates. */
export function devVar(name: string): string {
  const value = new RegExp(`^${name}=(.+)$`, "m").exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim();
  if (!value) throw new Error(`${name} is missing from .dev.vars: run npm run setup`);
  return value;
}
