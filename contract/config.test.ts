import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config";

/** Settings that pass, as the worker tests' environment has them. */
const VALID = {
  APP_ENV: "test",
  SESSION_SECRET: "s".repeat(32),
  API_KEY: "k".repeat(16),
  PASSWORD_PEPPER: "p".repeat(16),
};

describe("readConfig", () => {
  it("names every missing or weak secret", () => {
    expect(() => readConfig({ API_KEY: "short" })).toThrowError(ConfigError);
    try {
      readConfig({ API_KEY: "short" });
    } catch (error) {
      expect((error as Error).message).toContain("SESSION_SECRET is required");
      expect((error as Error).message).toContain("API_KEY must be at least 16 characters");
      expect((error as Error).message).toContain("PASSWORD_PEPPER is required");
    }
  });

  it("treats empty optional settings as unset", () => {
    const config = readConfig({ ...VALID, API_URL: "", E2E_BYPASS_TOKEN: "", SENTRY_DSN: "" });
    expect(config.API_URL).toBeUndefined();
    expect(config.E2E_BYPASS_TOKEN).toBeUndefined();
  });

  it("refuses to start in production without APP_ORIGIN, the origin links in mail are built from", () => {
    expect(() => readConfig({ ...VALID, APP_ENV: "production", APP_ORIGIN: undefined })).toThrowError(
      /APP_ORIGIN is required in production/,
    );
    expect(() =>
      readConfig({ ...VALID, APP_ENV: "production", APP_ORIGIN: "https://stylecast.app/path" }),
    ).toThrowError(/APP_ORIGIN must be an origin/);
  });
});
