import { env } from "cloudflare:workers";
import { readConfig } from "@contract/config";

/** The validated settings of this deployment (workers/config.ts). */
export const appConfig = () => readConfig(env);
