import { z } from "zod";
import { list } from "../schema-parts";
import { MAX_SERVICES, serviceInputSchema, serviceOrderSchema, serviceSchema } from "../services";
import { endpoint } from "./define";

/**
 * The shop's services (issue 37): the signed-in account's own, each with its
 * price in whole cents. Every change writes the profile's derived price range
 * (`price_min`, `price_max`) in the same batch.
 */

export const listServices = endpoint({
  method: "get",
  path: "/users/services",
  summary: "The account's services, in the owner's order",
  caller: "person",
  data: z.object({ data: list(serviceSchema, MAX_SERVICES) }),
});

export const createService = endpoint({
  method: "post",
  path: "/users/services",
  summary: `Add a service at the end of the list (${MAX_SERVICES} at most: 422 after that)`,
  caller: "person",
  json: serviceInputSchema,
  data: serviceSchema,
  status: 201,
});

/** Declared before `/users/services/{id}`, whose path it would otherwise match. */
export const reorderServices = endpoint({
  method: "put",
  path: "/users/services/order",
  summary: "Put the account's services in a new order: `ids` lists every one of them once (else 422)",
  caller: "person",
  json: serviceOrderSchema,
  data: z.object({ data: list(serviceSchema, MAX_SERVICES) }),
});

export const updateService = endpoint({
  method: "put",
  path: "/users/services/{id}",
  summary:
    "Edit a service (it keeps its place in the list); `price_to`, `duration_minutes` and `booking_link` left out are cleared",
  caller: "person",
  json: serviceInputSchema,
  data: serviceSchema,
  errors: [404],
});

export const deleteService = endpoint({
  method: "delete",
  path: "/users/services/{id}",
  summary: "Delete a service: the styles that named it name none",
  caller: "person",
  data: z.null(),
  errors: [404],
});
