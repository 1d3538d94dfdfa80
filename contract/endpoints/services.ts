import { list } from "../schema-parts";
import { MAX_SERVICES, serviceSchema } from "../services";
import { endpoint } from "./define";

/** The shop's services (issue 37). */

export const listServices = endpoint({
  method: "get",
  path: "/users/services",
  summary: "The signed-in account's services, in the owner's order (what a style may name)",
  caller: "person",
  data: list(serviceSchema, MAX_SERVICES),
});
