import type { AppConfig } from "@contract/config";

/** What every /v1 handler and middleware sees: the Worker's bindings and the config read once per request. */
export type ApiEnv = { Bindings: Env; Variables: { config: AppConfig } };
