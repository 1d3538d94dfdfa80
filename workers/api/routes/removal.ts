import { shopCalled } from "@contract/consent";
import {
  confirmRemoval,
  decideRemovalRequest,
  decideRemovalRequestAsAdmin,
  listAllRemovalRequests,
  listMyRemovalRequests,
  requestRemoval,
} from "@contract/endpoints/removal";
import { pagesShowingStyle } from "@contract/public-paths";
import { REMOVAL_CONFIRM_DAYS, REMOVAL_MESSAGES } from "@contract/removal-requests";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { z } from "zod";
import { hashToken, randomToken } from "../../auth/tokens";
import { pushContentChange } from "../../cable/push";
import {
  addRemovalRequest,
  answerRemovalRequest,
  confirmRemovalRequest,
  findOpenRemovalRequest,
  listOpenRemovalRequests,
  takeDownStyle,
} from "../../db/removal-requests";
import { findOwnerEmail } from "../../db/users";
import { findPublicStyle } from "../../db/visitor-pages";
import { forgetVisitorPages } from "../../edge-cache";
import { createMailer } from "../../mail/mailer";
import { removalConfirmMail, removalDecidedMail, removalRequestedMail } from "../../mail/templates";
import { forgetConsentRead } from "../../media/serve-media";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { requireAdmin } from "../middleware/require-admin";
import { requireAccount } from "../middleware/require-auth";
import { HOUR, limitPerIp } from "../rate-limits";
import { appOrigin } from "../request-meta";
import { ok } from "../respond";
import { guardedRoute, route } from "../route";

const DAY_MS = 24 * HOUR * 1000;
const accountRoute = guardedRoute(requireAccount);
const adminRoute = guardedRoute(requireAdmin, [403]);

/** Removal requests (issue 35 point 5): anyone asks and confirms by mail; the shop or the admin decides. */
export const removal = new OpenAPIHono<ApiEnv>()
  // A request is a mail to a stranger and one to a shop: a few per visitor and hour is plenty.
  .openapi(route(requestRemoval, { limit: limitPerIp("removal", 5, HOUR) }), async (c) => {
    const style = await findPublicStyle(c.env.DB, c.req.valid("param").id);
    if (!style) throw new ApiError(404, REMOVAL_MESSAGES.notFound);
    const { reason, email } = c.req.valid("json");
    const token = randomToken();
    await addRemovalRequest(c.env.DB, { styleId: style.id, reason, email, tokenHash: await hashToken(token) });
    await createMailer(c.env, c.var.config).send(removalConfirmMail(email, appOrigin(c), token, REMOVAL_CONFIRM_DAYS));
    return ok(c, null, REMOVAL_MESSAGES.sent, 201);
  })

  .openapi(route(confirmRemoval, { limit: limitPerIp("removal-confirm", 30, HOUR) }), async (c) => {
    const since = new Date(Date.now() - REMOVAL_CONFIRM_DAYS * DAY_MS).toISOString();
    const confirmed = await confirmRemovalRequest(c.env.DB, await hashToken(c.req.valid("param").code), since);
    if (!confirmed) throw new ApiError(404, REMOVAL_MESSAGES.linkGone);
    const owner = await findOwnerEmail(c.env.DB, confirmed.account_id);
    const [request] = (await listOpenRemovalRequests(c.env.DB, confirmed.account_id)).filter(
      (open) => open.id === confirmed.id,
    );
    if (owner && request) {
      await createMailer(c.env, c.var.config).send(removalRequestedMail(owner, appOrigin(c), request.reason));
    }
    return ok(c, null, REMOVAL_MESSAGES.confirmed);
  })

  .openapi(accountRoute(listMyRemovalRequests), async (c) =>
    ok(c, await listOpenRemovalRequests(c.env.DB, c.var.account.id)),
  )

  .openapi(accountRoute(decideRemovalRequest), async (c) => {
    const request = await findOpenRemovalRequest(c.env.DB, c.req.valid("param").id);
    // Another shop's request does not exist for this one.
    if (!request || request.account_id !== c.var.account.id) throw new ApiError(404, REMOVAL_MESSAGES.closed);
    return decide(c, request, c.req.valid("json"));
  })

  .openapi(adminRoute(listAllRemovalRequests), async (c) => ok(c, await listOpenRemovalRequests(c.env.DB, null)))

  .openapi(adminRoute(decideRemovalRequestAsAdmin), async (c) => {
    const request = await findOpenRemovalRequest(c.env.DB, c.req.valid("param").id);
    if (!request) throw new ApiError(404, REMOVAL_MESSAGES.closed);
    return decide(c, request, c.req.valid("json"));
  });

type Decision = z.output<typeof decideRemovalRequest.json>;
type OpenRequest = NonNullable<Awaited<ReturnType<typeof findOpenRemovalRequest>>>;

/**
 * Takes the style down everywhere (its pages now at this edge, its screens within seconds, its files refused) and
 * tells everyone who asked; or answers the one who asked, and the style stays.
 */
async function decide<E extends ApiEnv>(c: Context<E>, request: OpenRequest, decision: Decision) {
  const mailer = createMailer(c.env, c.var.config);
  const shop = shopCalled(request.company);
  if (decision.action === "answer") {
    if (!(await answerRemovalRequest(c.env.DB, request.id, decision.answer))) {
      throw new ApiError(404, REMOVAL_MESSAGES.closed);
    }
    await mailer.send(removalDecidedMail(request.email, shop, decision.answer));
    return ok(c, null, REMOVAL_MESSAGES.answered);
  }
  const askers = await takeDownStyle(c.env.DB, request.style_id);
  forgetConsentRead(request.style_id);
  c.executionCtx.waitUntil(pushContentChange(c.env, request.account_id, "consent_changed"));
  const style = { id: request.style_id, account_id: request.account_id, company: request.company };
  await forgetVisitorPages(appOrigin(c), pagesShowingStyle(style));
  for (const email of new Set(askers)) await mailer.send(removalDecidedMail(email, shop, null));
  return ok(c, null, REMOVAL_MESSAGES.takenDown);
}
