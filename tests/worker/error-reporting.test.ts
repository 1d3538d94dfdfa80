import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "@workers/app";
import { afterEach, describe, expect, it, vi } from "vitest";
import { incoming } from "../support/incoming-request";

afterEach(() => vi.restoreAllMocks());

/** A local collector stands in for Sentry: the SDK sends its envelopes to the DSN's host. */
const DSN = "http://publickey@127.0.0.1:9/42";
const ACCESS_TOKEN = `${"a".repeat(20)}SeCrEtAcCeSsToKeN0123456789`;
const REFRESH_TOKEN = `${"r".repeat(20)}SeCrEtReFrEsHtOkEn012345678`;

function collector() {
  const envelopes: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).hostname !== "127.0.0.1") return realFetch(input, init);
    envelopes.push(await request.text());
    return new Response("{}", { status: 200 });
  });
  return envelopes;
}

/** The Worker with reporting on and a database that fails on every query: an unexpected error. */
const broken = {
  ...env,
  SENTRY_DSN: DSN,
  DB: {
    prepare() {
      throw new Error("D1 is unreachable (test)");
    },
  },
} as unknown as Env;

async function callBroken(environment: Env) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    incoming("http://localhost/v1/users/me?confirm_token=SeCrEtQuErYtOkEn", {
      headers: {
        "X-API-Key": env.API_KEY as string,
        Authorization: `Bearer ${ACCESS_TOKEN}`,
        "refresh-token": REFRESH_TOKEN,
        Cookie: "sc_session=SeCrEtCoOkIeVaLuE",
        "User-Agent": "error-reporting-test",
      },
    }),
    environment,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe("error reporting", () => {
  it("reports an unexpected error when SENTRY_DSN is set, without secrets or tokens", async () => {
    const envelopes = collector();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await callBroken(broken);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      error: "Oops! Something went wrong on our end. Please try again shortly.",
    });

    const report = envelopes.join("\n");
    expect(report).toContain("D1 is unreachable (test)");
    expect(report).toContain("error-reporting-test");
    for (const secret of [
      env.API_KEY as string,
      env.SESSION_SECRET as string,
      env.PASSWORD_PEPPER as string,
      ACCESS_TOKEN,
      REFRESH_TOKEN,
      "SeCrEtCoOkIeVaLuE",
      "SeCrEtQuErYtOkEn",
    ]) {
      expect(report).not.toContain(secret);
    }
  });

  it("sends nothing without a DSN", async () => {
    const envelopes = collector();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await callBroken({ ...broken, SENTRY_DSN: undefined } as unknown as Env);
    expect(response.status).toBe(500);
    expect(envelopes).toEqual([]);
  });
});
