import type { OpenAPIHono } from "@hono/zod-openapi";
import { PatternRouter } from "hono/router/pattern-router";
import type { z } from "zod";
import { errorBody } from "./errors";

type Definitions = OpenAPIHono["openAPIRegistry"]["definitions"];
type RouteDefinition = Extract<Definitions[number], { type: "route" }>["route"];

/** Hono's router over the declared routes, rebuilt when more are declared. */
const routers = new WeakMap<Definitions, { size: number; router: PatternRouter<RouteDefinition> }>();

/**
 * The declared route a request reached, found by Hono's own router over the declarations: of the routes whose
 * method and path match, the first declared, since the API tries its handlers in that order too.
 */
export function findRoute(definitions: Definitions, method: string, path: string): RouteDefinition | null {
  // The API's router drops one trailing slash (app.ts) and no route ends in one: a slash left over reached no route.
  if (path.length > 1 && path.endsWith("/")) return null;
  let known = routers.get(definitions);
  if (known?.size !== definitions.length) {
    const router = new PatternRouter<RouteDefinition>();
    for (const definition of definitions) {
      if (definition.type !== "route") continue;
      const { route } = definition;
      router.add(route.method.toUpperCase(), route.path.replace(/\{([^}]+)\}/g, ":$1"), route);
    }
    known = { size: definitions.length, router };
    routers.set(definitions, known);
  }
  const [matches] = known.router.match(method.toUpperCase(), path);
  return matches[0]?.[0] ?? null;
}

/**
 * Holds one answer to the route's declaration: its status must be declared and
 * its JSON body must match the declared schema. A stray answer becomes a 500
 * naming the problem, so whichever test or page caused it fails at once.
 * Requests that reach no declared route are left alone: the test that every
 * route is declared catches those.
 */
// biome-ignore lint/suspicious/noExplicitAny: any app's registry will do.
export async function checkContract(app: OpenAPIHono<any, any, any>, method: string, path: string, response: Response) {
  const route = findRoute(app.openAPIRegistry.definitions, method, path);
  if (!route) return response;
  const declared = route.responses[response.status];
  if (!declared) return violation(`${method} ${route.path} answered ${response.status}, which it does not declare`);
  const schema = (declared as { content?: Record<string, { schema?: z.ZodType }> }).content?.["application/json"]
    ?.schema;
  if (!schema) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const result = schema.safeParse(body);
  if (result.success) return response;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  return violation(`${method} ${route.path} ${response.status} does not match its schema: ${problems.join("; ")}`);
}

function violation(problem: string) {
  console.error(`API contract violation: ${problem}`);
  return Response.json(errorBody(500, `API contract violation: ${problem}`), { status: 500 });
}
