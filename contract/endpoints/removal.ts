import { z } from "zod";
import { removalDecisionSchema, removalRequestAnswerSchema, removalRequestSchema } from "../removal-requests";
import { list } from "../schema-parts";
import { endpoint } from "./define";

/**
 * "Request removal" (issue 35 point 5): anyone asks from a public style page and confirms by mail; the shop
 * decides; the admin sees what waits too long and may take it down.
 */

export const requestRemoval = endpoint({
  method: "post",
  path: "/public/styles/{id}/removal",
  summary: "Asks for a photo to come down: a reason and an e-mail, which gets a link that makes the request count",
  caller: "none",
  json: removalRequestSchema,
  data: z.null(),
  status: 201,
  errors: [404, 429],
});

export const confirmRemoval = endpoint({
  method: "post",
  path: "/removal/{code}",
  summary: "Confirms a removal request with the link from its mail (once): the shop is told",
  caller: "none",
  request: { params: z.object({ code: z.string().max(64) }) },
  data: z.null(),
  errors: [404, 429],
});

const openRequests = list(removalRequestAnswerSchema, 200);

export const listMyRemovalRequests = endpoint({
  method: "get",
  path: "/users/removal_requests",
  summary: "The confirmed removal requests for the account's styles that wait for its answer",
  caller: "person",
  data: openRequests,
});

export const decideRemovalRequest = endpoint({
  method: "post",
  path: "/users/removal_requests/{id}",
  summary: "The shop's decision on a removal request: take the style down everywhere, or answer why it stays",
  caller: "person",
  json: removalDecisionSchema,
  data: z.null(),
  errors: [404],
});

export const listAllRemovalRequests = endpoint({
  method: "get",
  path: "/admin/removal_requests",
  summary: `Every open removal request, those unanswered for too long first (admin)`,
  caller: "person",
  data: openRequests,
  errors: [403],
});

export const decideRemovalRequestAsAdmin = endpoint({
  method: "post",
  path: "/admin/removal_requests/{id}",
  summary: "The admin's decision on a removal request: take the style down, or answer (admin)",
  caller: "person",
  json: removalDecisionSchema,
  data: z.null(),
  errors: [403, 404],
});
