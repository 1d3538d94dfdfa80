import { env, SELF } from "cloudflare:test";
import * as endpointModules from "@contract/endpoints/index";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { api, registryPath } from "@workers/api/app";
import { checkContract, findRoute } from "@workers/api/contract-check";
import { answers } from "@workers/api/document";
import { ApiError, errorResponse } from "@workers/api/errors";
import { ok } from "@workers/api/respond";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callV1 } from "../support/api";

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
};
type Document = {
  openapi: string;
  servers?: { url: string; description?: string }[];
  components: { securitySchemes?: Record<string, Record<string, unknown>> };
  paths: Record<string, Record<string, Operation>>;
};

/** The served document, fetched (and its 200 checked) by the first test that asks: the tests only read it. */
let documentOnce: Promise<Document> | undefined;
const fetchDocument = () =>
  (documentOnce ??= (async () => {
    const response = await SELF.fetch("http://localhost/v1/openapi.json");
    expect(response.status).toBe(200);
    return response.json<Document>();
  })());

/** Hono's `/users/accounts/:id` in OpenAPI's spelling. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, "{$1}");

describe("GET /v1/openapi.json", () => {
  it("serves an OpenAPI 3.1 document without an API key", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    expect(document.paths["/v1/users/sign_in"]?.post?.responses).toHaveProperty("200");
  });

  it("describes every route the API answers, and no route it lacks", async () => {
    const document = await fetchDocument();
    const served = api.routes
      .filter((route) => route.method !== "ALL" && !route.path.endsWith("/openapi.json"))
      .map((route) => `${route.method} ${toOpenApiPath(route.path)}`);
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(20);
    expect([...new Set(served)].sort()).toEqual([...new Set(described)].sort());
  });

  it("declares the error body for every failure status of every route", async () => {
    const document = await fetchDocument();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses).map(Number);
        expect(
          statuses.some((status) => status < 300),
          `${method} ${path} has a success`,
        ).toBe(true);
        if (path !== "/v1/health") expect(statuses, `${method} ${path}`).toContain(401);
      }
    }
  });
});

/** Every operation of the document, with its method and path. */
const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method, path, operation })),
  );

/** Every schema object in a part of the document, however deep (properties, items, anyOf…), with where it is. */
function* schemasIn(node: unknown, where: string): Generator<[Record<string, unknown>, string]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* schemasIn(item, `${where}/${index}`);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const record = node as Record<string, unknown>;
  if ("type" in record) yield [record, where];
  for (const [key, value] of Object.entries(record)) yield* schemasIn(value, `${where}/${key}`);
}

const typesOf = (schema: Record<string, unknown>) => [schema.type].flat();

describe("what the document says about each operation (issue 26: Redocly and the OWASP ruleset lint it clean)", () => {
  it("names each operation after its declaration in contract/endpoints, once", async () => {
    const document = await fetchDocument();
    const ids = operationsOf(document).map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths["/v1/users/sign_in"]?.post?.operationId).toBe("signIn");
    expect(document.paths["/v1/users/passwords"]?.patch?.operationId).toBe("requestPasswordResetAlias");
    // Every exported declaration is in the document under its own name.
    const declared = Object.values(endpointModules)
      .flatMap((module) => Object.entries(module))
      .filter(([, value]) => typeof value === "object" && value !== null && "method" in value && "path" in value)
      .map(([name]) => name);
    expect(declared.length).toBeGreaterThan(40);
    for (const name of declared) expect(ids, name).toContain(name);
  });

  it("declares the credentials each operation takes, as the API checks them", async () => {
    const document = await fetchDocument();
    expect(document.components.securitySchemes).toMatchObject({
      ApiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
      AccessToken: { type: "http", scheme: "bearer" },
      RefreshToken: { type: "apiKey", in: "header", name: "refresh-token" },
    });
    const security = (path: string, method: string) => document.paths[path]?.[method]?.security;
    expect(security("/v1/health", "get")).toEqual([{}]);
    expect(security("/v1/users/sign_in", "post")).toEqual([{ ApiKey: [] }]);
    expect(security("/v1/users/me", "get")).toEqual([{ ApiKey: [], AccessToken: [] }]);
    expect(security("/v1/users/tokens", "post")).toEqual([{ ApiKey: [], RefreshToken: [] }]);
    expect(security("/v1/users/sign_out", "delete")).toEqual([
      { ApiKey: [], AccessToken: [] },
      { ApiKey: [], RefreshToken: [] },
    ]);
    for (const { method, path, operation } of operationsOf(document)) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
      if (path.startsWith("/v1/admin/")) expect(operation.security).toEqual([{ ApiKey: [], AccessToken: ["admin"] }]);
    }
  });

  it("says where the API answers, on https", async () => {
    const document = await fetchDocument();
    expect(document.servers?.[0]).toMatchObject({
      url: expect.stringMatching(/^https:\/\//),
      description: "production",
    });
  });

  it("bounds every string, array and integer, and declares Retry-After on every 429", async () => {
    const document = await fetchDocument();
    const unbounded: string[] = [];
    for (const [schema, where] of schemasIn({ paths: document.paths, components: document.components }, "#")) {
      const types = typesOf(schema);
      const limited = "enum" in schema || "const" in schema;
      if (types.includes("string") && !limited && !("maxLength" in schema)) unbounded.push(`${where}: maxLength`);
      if (types.includes("array") && !("maxItems" in schema)) unbounded.push(`${where}: maxItems`);
      if (types.includes("integer") && !limited && !("minimum" in schema && "maximum" in schema && "format" in schema))
        unbounded.push(`${where}: minimum, maximum, format`);
    }
    expect(unbounded).toEqual([]);
    const limited = operationsOf(document).filter(({ operation }) => "429" in operation.responses);
    expect(limited.length).toBeGreaterThan(15);
    for (const { method, path, operation } of limited) {
      expect(Object.keys(operation.responses["429"]?.headers ?? {}), `${method} ${path}`).toEqual([
        "Retry-After",
        "Access-Control-Allow-Origin",
      ]);
    }
  });

  it("answers a used-up limit with the Retry-After it declares, and every answer with the site's origin", async () => {
    const ip = { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 200) + 1}` };
    // Five questions an hour per visitor: the sixth attempt (malformed ones count too) is refused.
    const attempts = [];
    for (let i = 0; i < 6; i++) attempts.push(await callV1("/support/questions", { body: {}, headers: ip }));
    expect(attempts.slice(0, 5).map((response) => response.status)).toEqual([422, 422, 422, 422, 422]);
    const refused = attempts[5];
    expect(refused?.status).toBe(429);
    const wait = Number(refused?.headers.get("Retry-After"));
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 3600).toBe(true);
    for (const response of attempts) {
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe((env as { APP_ORIGIN?: string }).APP_ORIGIN);
      await response.body?.cancel();
    }
  });
});

describe("the contract check (on for every request outside production)", () => {
  it("finds the declaration of every documented route from a request's path", async () => {
    const document = await fetchDocument();
    for (const [path, operations] of Object.entries(document.paths)) {
      const requested = path.replace(/\{[^}]+\}/g, "abc123");
      for (const method of Object.keys(operations)) {
        const found = findRoute(api.openAPIRegistry.definitions, method, registryPath(requested));
        expect(found, `${method} ${requested}`).not.toBeNull();
      }
    }
  });

  // A tiny API with the same parts: one route that keeps its word, and ones that break it.
  const sample = new OpenAPIHono();
  const route = (path: string) =>
    createRoute({ method: "get", path, responses: answers(z.object({ name: z.string() }), { errors: [404] }) });
  sample.openapi(route("/kept"), (c) => ok(c, { name: "Ada" }));
  sample.openapi(route("/wrong-shape"), (c) => ok(c, { name: 42 }));
  sample.openapi(route("/undeclared-status"), () => {
    throw new ApiError(409, "Conflict nobody declared");
  });
  sample.onError((error, c) => errorResponse(c, error));

  const call = async (path: string) => checkContract(sample, "GET", path, await sample.request(path));

  it("lets an answer through that matches its declaration", async () => {
    const response = await call("/kept");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { name: "Ada" } });
  });

  it("turns a body that does not match its schema into a 500 that names the field", async () => {
    const response = await call("/wrong-shape");
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("data.name") });
  });

  it("turns a status the route does not declare into a 500 that names it", async () => {
    const response = await call("/undeclared-status");
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("answered 409") });
  });

  it("leaves requests alone that reach no declared route", async () => {
    const response = await checkContract(sample, "GET", "/nowhere", new Response("x", { status: 404 }));
    expect(response.status).toBe(404);
  });
});
