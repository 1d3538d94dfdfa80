import { env } from "cloudflare:workers";
import { readConfig } from "@contract/config";

/** The validated settings of this deployment (workers/config.ts). */
export const appConfig = () => readConfig(env);

/**
 * A value built from the session secret (cookie storages), built once and again only when the secret changes:
 * a rotation, or a test that sets another.
 */
export function bySessionSecret<T>(create: (secret: string) => T): () => T {
  let cached: { secret: string; value: T } | undefined;
  return () => {
    const secret = appConfig().SESSION_SECRET;
    if (cached?.secret !== secret) cached = { secret, value: create(secret) };
    return cached.value;
  };
}
