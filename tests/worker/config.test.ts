import { createExecutionContext, env } from "cloudflare:test";
import { ConfigError, readConfig } from "@contract/config";
import worker from "@workers/app";
import { describe, expect, it, vi } from "vitest";
import { incoming } from "../support/incoming-request";

describe("settings", () => {
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
    const config = readConfig({ ...env, API_URL: "", E2E_BYPASS_TOKEN: "", SENTRY_DSN: "" });
    expect(config.API_URL).toBeUndefined();
    expect(config.E2E_BYPASS_TOKEN).toBeUndefined();
  });

  it("fails loudly, never with a default secret, when a required secret is missing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...env, SESSION_SECRET: undefined } as unknown as Env;
    const response = await worker.fetch(incoming("http://localhost/"), broken, createExecutionContext());
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Server misconfigured: see the Worker logs.");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("SESSION_SECRET is required"));
    log.mockRestore();
  });
});
