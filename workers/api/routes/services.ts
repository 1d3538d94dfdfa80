import {
  createService,
  deleteService,
  listServices,
  reorderServices,
  updateService,
} from "@contract/endpoints/services";
import { SERVICE_MESSAGES } from "@contract/services";
import { OpenAPIHono } from "@hono/zod-openapi";
import { pushContentChange } from "../../cable/push";
import { randomId } from "../../db/random-id";
import * as db from "../../db/services";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { requireAccount } from "../middleware/require-auth";
import { ok } from "../respond";
import { route } from "../route";

/** The shop's services (issue 37): the owner's alone; another account's service is not found. */
export const services = new OpenAPIHono<ApiEnv>()
  .openapi(route(listServices, { middleware: [requireAccount] }), async (c) => {
    return ok(c, { data: await db.listServices(c.env.DB, c.var.account.id) });
  })

  .openapi(route(createService, { middleware: [requireAccount] }), async (c) => {
    const created = await db.createService(c.env.DB, c.var.account.id, randomId(), c.req.valid("json"));
    if (!created) throw new ApiError(422, SERVICE_MESSAGES.tooMany);
    return ok(c, created, SERVICE_MESSAGES.created, 201);
  })

  // Before `{id}`: "order" is no service's id.
  .openapi(route(reorderServices, { middleware: [requireAccount] }), async (c) => {
    const { ids } = c.req.valid("json");
    const accountId = c.var.account.id;
    const known = (await db.listServices(c.env.DB, accountId)).map((service) => service.id);
    if (new Set(ids).size !== ids.length || ids.length !== known.length || !known.every((id) => ids.includes(id))) {
      throw new ApiError(422, SERVICE_MESSAGES.order, "ids");
    }
    await db.reorderServices(c.env.DB, accountId, ids);
    return ok(c, { data: await db.listServices(c.env.DB, accountId) }, SERVICE_MESSAGES.reordered);
  })

  .openapi(route(updateService, { middleware: [requireAccount] }), async (c) => {
    const { id } = c.req.valid("param");
    const accountId = c.var.account.id;
    if (!(await db.updateService(c.env.DB, accountId, id, c.req.valid("json")))) {
      throw new ApiError(404, SERVICE_MESSAGES.notFound);
    }
    const service = await db.findService(c.env.DB, accountId, id);
    if (!service) throw new ApiError(404, SERVICE_MESSAGES.notFound);
    // The shop's screens show a service's name and price in a slide's corner, and its link decides the QR's words.
    c.executionCtx.waitUntil(pushContentChange(c.env, accountId, "settings_changed"));
    return ok(c, service, SERVICE_MESSAGES.updated);
  })

  .openapi(route(deleteService, { middleware: [requireAccount] }), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await db.deleteService(c.env.DB, c.var.account.id, id))) throw new ApiError(404, SERVICE_MESSAGES.notFound);
    c.executionCtx.waitUntil(pushContentChange(c.env, c.var.account.id, "settings_changed"));
    return ok(c, null, SERVICE_MESSAGES.deleted);
  });
