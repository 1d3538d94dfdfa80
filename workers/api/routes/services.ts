import { listServices } from "@contract/endpoints/services";
import { OpenAPIHono } from "@hono/zod-openapi";
import { listServices as listServicesOf } from "../../db/services";
import type { ApiEnv } from "../api-env";
import { requireAccount } from "../middleware/require-auth";
import { ok } from "../respond";
import { guardedRoute } from "../route";

const accountRoute = guardedRoute(requireAccount);

/** The shop's services (issue 37): read here; the style form lists them to choose from. */
export const services = new OpenAPIHono<ApiEnv>().openapi(accountRoute(listServices), async (c) =>
  ok(c, await listServicesOf(c.env.DB, c.var.account.id)),
);
