import { z } from "zod";

/**
 * Every setting and secret the app reads, validated once per `env` object.
 * Read at request time (never at module load) so a deploy with a missing
 * secret fails loudly on its first request instead of running with a default.
 */
const optional = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());
const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());

/** An origin only (`https://stylecast.app`): no path, query or trailing slash. */
const optionalOrigin = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .url()
    .refine((value) => new URL(value).origin === value, "must be an origin like https://stylecast.app")
    .optional(),
);

const configSchema = z
  .object({
    APP_ENV: z.enum(["production", "development", "test"]).default("production"),
    SESSION_SECRET: z.string({ error: "is required" }).min(32, "must be at least 32 characters"),
    API_KEY: z.string({ error: "is required" }).min(16, "must be at least 16 characters"),
    PASSWORD_PEPPER: z.string({ error: "is required" }).min(16, "must be at least 16 characters"),
    API_URL: optionalUrl,
    E2E_BYPASS_TOKEN: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    RESEND_API_KEY: optional,
    MAIL_FROM: z.string().default("Stylecast <no-reply@stylecast.app>"),
    SUPPORT_EMAIL: z.email().default("support@stylecast.app"),
    /** The site's public origin: every absolute link in mail is built from it. Required in production. */
    APP_ORIGIN: optionalOrigin,
    SENTRY_DSN: optionalUrl,
    MAPS_API_KEY: optional,
  })
  .refine((config) => config.APP_ENV !== "production" || config.APP_ORIGIN, {
    path: ["APP_ORIGIN"],
    message: "is required in production (links in mail are built from it, never from the request)",
  });

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

const cache = new WeakMap<object, AppConfig>();

export function readConfig(env: object): AppConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid server configuration: ${problems.join("; ")}`);
  }
  cache.set(env, result.data);
  return result.data;
}

export const isDevelopment = (config: AppConfig) => config.APP_ENV !== "production";
