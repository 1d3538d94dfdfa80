import { env, SELF } from "cloudflare:test";
import type { Endpoint } from "@contract/endpoints/define";
import * as endpointModules from "@contract/endpoints/index";
import { TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import { createSession } from "@workers/auth/sessions";
import { describe, expect, it } from "vitest";
import { bearer, callV1, createUser } from "../support/api";

/** Every declared endpoint, by its operationId (its export name in contract/endpoints). */
const operations = Object.values(endpointModules).flatMap((module) =>
  Object.entries(module as Record<string, unknown>).filter((entry): entry is [string, Endpoint] => {
    const value = entry[1];
    return typeof value === "object" && value !== null && "method" in value && "path" in value;
  }),
);

/** A path with every `{id}` filled in: any value will do, the checks under test come before the ids are read. */
const filled = (path: string) => path.replace(/\{\w+\}/g, "x1");

/** A call as a client makes it: the API key, and for any method but GET an empty JSON body. */
const call = (path: string, method: string, headers: Record<string, string> = {}) =>
  callV1(path, { method: method.toUpperCase(), headers, ...(method === "get" ? {} : { body: {} }) });

/** What a TV's screen session may call (ADR 31): its ticket, who it is, its token renewal and its sign-out. */
const SCREEN_OPERATIONS = ["getScreenTicket", "getMe", "renewTokens", "signOut"];

describe("a TV's screen session (ADR 31)", () => {
  it("reaches only the operations a screen needs: every other one with a session refuses it with 403", async () => {
    const owner = await createUser();
    const withSession = operations.filter(([, endpoint]) => endpoint.caller !== "none");
    expect(withSession.length).toBeGreaterThan(50);
    const answered: string[] = [];
    for (const [name, { method, path }] of withSession) {
      // A fresh screen for each call: renewal and sign-out use its tokens up.
      const screen = await createSession(env.DB, owner.userId, Date.now(), "screen");
      const response = await call(filled(path), method, bearer(screen));
      const body = await response.json<{ message?: string }>();
      if (response.status === 403 && body.message === TV_PAIRING_MESSAGES.screenSessionOnly) continue;
      expect(response.status, `${name}: ${method} ${path} ${body.message}`).not.toBe(401);
      answered.push(name);
    }
    expect(answered.sort()).toEqual([...SCREEN_OPERATIONS].sort());
    const callers = Object.fromEntries(operations.map(([name, endpoint]) => [name, endpoint.caller]));
    for (const name of SCREEN_OPERATIONS) expect(callers[name], name).toMatch(/screen/);
  });
});

describe("a path with a trailing slash", () => {
  it("is the same operation as without it, for every route: never a 5xx", async () => {
    const document = await (await SELF.fetch("http://localhost/v1/openapi.json")).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const operationsOfDocument = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method, path: filled(path.replace(/^\/v1/, "")) })),
    );
    expect(operationsOfDocument.length).toBe(operations.length);
    const routes = [...operationsOfDocument, { method: "get", path: "/openapi.json" }];
    for (const { method, path } of routes) {
      const [plain, slashed] = [await call(path, method), await call(`${path}/`, method)];
      expect(slashed.status, `${method} ${path}/`).toBeLessThan(500);
      expect(slashed.status, `${method} ${path}/`).toBe(plain.status);
    }
  });
});
