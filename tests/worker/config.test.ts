import { createExecutionContext, env } from "cloudflare:test";
import worker from "@workers/app";
import { describe, expect, it, vi } from "vitest";
import { incoming } from "../support/incoming-request";

describe("settings", () => {
  // What readConfig refuses is tested beside it (contract/config.test.ts); here, what the Worker does then.
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
