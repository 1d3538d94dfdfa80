import { SELF } from "cloudflare:test";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { api, registryPath } from "@workers/api/app";
import { checkContract, findRoute } from "@workers/api/contract-check";
import { ApiError, errorResponse } from "@workers/api/errors";
import { answers } from "@workers/api/openapi";
import { ok } from "@workers/api/respond";
import { describe, expect, it } from "vitest";
import { z } from "zod";

type Document = { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

async function fetchDocument() {
  const response = await SELF.fetch("http://localhost/v1/openapi.json");
  expect(response.status).toBe(200);
  return response.json<Document>();
}

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
