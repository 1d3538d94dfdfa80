import {
  CHANNEL_LABELS,
  CHANNELS,
  CONSENT_LINK_DAYS,
  CONSENT_MESSAGES,
  CONSENT_TEXT_VERSION,
  type ConsentWay,
  hasConsentRecord,
  shopCalled,
} from "@contract/consent";
import type { ConsentAnswer } from "@contract/consent-schemas";
import {
  answerConsentRequest,
  getConsent,
  getConsentLog,
  giveConsentInShop,
  makeConsentLink,
  readConsentRequest,
  setStyleSubject,
  withdrawConsentAsClient,
  withdrawConsentAsOwner,
} from "@contract/endpoints/consent";
import { pagesShowingStyle } from "@contract/public-paths";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { hashToken, randomToken } from "../../auth/tokens";
import { pushContentChange } from "../../cable/push";
import { findAdminCandidate, isAdmin } from "../../db/admin";
import {
  addConsentLink,
  consentLog,
  findConsentLink,
  findWithdrawable,
  giveConsent,
  type StandingConsent,
  standingConsent,
  useConsentLink,
  withdrawConsent,
} from "../../db/consents";
import { findStyle, setSubject } from "../../db/styles";
import { findOwnerEmail } from "../../db/users";
import { forgetVisitorPages } from "../../edge-cache";
import { createMailer } from "../../mail/mailer";
import { consentCopyMail, consentLinkMail, consentWithdrawnMail } from "../../mail/templates";
import { forgetConsentRead } from "../../media/serve-media";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { type AccountEnv, requireAccount } from "../middleware/require-auth";
import { HOUR, limitPerIp } from "../rate-limits";
import { appOrigin } from "../request-meta";
import { ok } from "../respond";
import { guardedRoute, route } from "../route";

/**
 * A client's consent (issue 35). Every change pushes to the shop's screens
 * (they fetch the show again within seconds) and, for a withdrawal, drops
 * the style's pages from this data centre's edge cache at once.
 */
const accountRoute = guardedRoute(requireAccount);
// Links are unguessable; a few tries a minute per visitor is plenty for a person with a real one.
const clientRoute = <E extends Parameters<typeof route>[0]>(declared: E) =>
  route(declared, { limit: limitPerIp("consent", 30, HOUR) });

export const consent = new OpenAPIHono<ApiEnv>()
  .openapi(accountRoute(getConsent), async (c) => {
    const style = await ownStyle(c);
    const standing = await standingConsent(c.env.DB, style.id);
    return ok(c, standing ? consentAnswer(standing) : null);
  })

  .openapi(accountRoute(getConsentLog), async (c) => {
    const id = c.req.param("id") ?? "";
    const style = await findStyle(c.env.DB, id);
    const user = await findAdminCandidate(c.env.DB, c.var.userId);
    const mayRead = style && (style.attributes.account.account_id === c.var.account.id || (user && isAdmin(user)));
    if (!mayRead) throw new ApiError(404, CONSENT_MESSAGES.notFound);
    return ok(c, await consentLog(c.env.DB, id));
  })

  .openapi(accountRoute(setStyleSubject), async (c) => {
    const style = await ownStyle(c);
    const { subject } = c.req.valid("json");
    if (subject === "none" && hasConsentRecord(style.consent))
      throw new ApiError(422, CONSENT_MESSAGES.staysClients, "subject");
    await setSubject(c.env.DB, style.id, subject);
    c.executionCtx.waitUntil(pushContentChange(c.env, style.account_id, "consent_changed"));
    return ok(c, null, CONSENT_MESSAGES.subjectSaved);
  })

  .openapi(accountRoute(giveConsentInShop), async (c) => {
    const style = await ownStyle(c);
    const given = await recordConsent(c, style, c.req.valid("json"), "in_shop");
    return ok(c, given, CONSENT_MESSAGES.givenInShop, 201);
  })

  .openapi(accountRoute(withdrawConsentAsOwner), async (c) => {
    const style = await ownStyle(c);
    if (!(await withdrawConsent(c.env.DB, style.id, "owner")))
      throw new ApiError(404, CONSENT_MESSAGES.alreadyWithdrawn);
    await afterWithdrawal(c, style);
    return ok(c, null, CONSENT_MESSAGES.withdrawn);
  })

  .openapi(accountRoute(makeConsentLink, { limit: limitPerIp("consent-link", 30, HOUR) }), async (c) => {
    const style = await ownStyle(c);
    const token = randomToken();
    const expires = new Date(Date.now() + CONSENT_LINK_DAYS * 24 * HOUR * 1000);
    await addConsentLink(c.env.DB, style.id, await hashToken(token), expires);
    const origin = appOrigin(c);
    const { email } = c.req.valid("json");
    if (email) {
      const mail = consentLinkMail(email, origin, shopCalled(style.company), token, CONSENT_LINK_DAYS);
      await createMailer(c.env, c.var.config).send(mail);
    }
    const url = `${origin}/consent/${encodeURIComponent(token)}`;
    const message = email ? CONSENT_MESSAGES.linkMailed : CONSENT_MESSAGES.linkMade;
    return ok(c, { url, expires_at: expires.toISOString() }, message, 201);
  })

  .openapi(clientRoute(readConsentRequest), async (c) => {
    const link = await openLink(c, c.req.valid("param").code);
    const style = await findStyle(c.env.DB, link.style_id);
    const pictures = (style?.attributes.payload ?? [])
      .map((item) => item.cover ?? item.thumb)
      .filter((src): src is string => Boolean(src));
    return ok(c, { company: shopCalled(link.company), pictures });
  })

  .openapi(clientRoute(answerConsentRequest), async (c) => {
    const token = c.req.valid("param").code;
    const link = await openLink(c, token);
    const answer = c.req.valid("json");
    // Once: of two answers sent at the same moment, only the first counts.
    if (!(await useConsentLink(c.env.DB, await hashToken(token)))) throw new ApiError(404, CONSENT_MESSAGES.linkGone);
    const style = { id: link.style_id, account_id: link.account_id, company: link.company };
    const given = await recordConsent(c, style, answer, "link");
    return ok(c, given, CONSENT_MESSAGES.given, 201);
  })

  .openapi(clientRoute(withdrawConsentAsClient), async (c) => {
    const found = await findWithdrawable(c.env.DB, await hashToken(c.req.valid("param").code));
    if (!found) throw new ApiError(404, CONSENT_MESSAGES.alreadyWithdrawn);
    const standing = await standingConsent(c.env.DB, found.style_id);
    if (!(await withdrawConsent(c.env.DB, found.style_id, "client")))
      throw new ApiError(404, CONSENT_MESSAGES.alreadyWithdrawn);
    const style = await findStyle(c.env.DB, found.style_id);
    const company = style?.attributes.account.company ?? null;
    await afterWithdrawal(c, { id: found.style_id, account_id: found.account_id, company });
    const mailer = createMailer(c.env, c.var.config);
    const owner = await findOwnerEmail(c.env.DB, found.account_id);
    if (owner) await mailer.send(consentWithdrawnMail(owner, appOrigin(c), "owner", shopCalled(company)));
    if (standing?.client_email)
      await mailer.send(consentWithdrawnMail(standing.client_email, appOrigin(c), "client", shopCalled(company)));
    return ok(c, null, CONSENT_MESSAGES.withdrawn);
  });

/** The style of the path, if the signed-in account owns it; anyone else's does not exist for it. */
async function ownStyle(c: Context<AccountEnv>) {
  const id = c.req.param("id") ?? "";
  const style = await findStyle(c.env.DB, id);
  if (!style || style.attributes.account.account_id !== c.var.account.id)
    throw new ApiError(404, CONSENT_MESSAGES.notFound);
  const { account, consent } = style.attributes;
  return { id: style.id, account_id: account.account_id, company: account.company, consent };
}

async function openLink<E extends ApiEnv>(c: Context<E>, token: string) {
  const link = await findConsentLink(c.env.DB, await hashToken(token));
  if (!link) throw new ApiError(404, CONSENT_MESSAGES.linkGone);
  return link;
}

/**
 * Keeps the answer as the style's consent (the one before it ends), sends the client their copy with a link to
 * withdraw when they gave an e-mail, and tells the screens. This data centre forgets the style's pages too: a
 * new consent may leave out the pages (it must come down at once, as a withdrawal does) or let them in (a page
 * asked before it was kept as a 404). A mail that fails is retried by the outbox: the consent is kept either way.
 */
async function recordConsent<E extends ApiEnv>(
  c: Context<E>,
  style: { id: string; account_id: string; company: string | null },
  answer: ConsentAnswer,
  way: ConsentWay,
) {
  const withdrawToken = answer.client_email ? randomToken() : null;
  const channels = { pages: answer.pages, screens: answer.screens };
  const id = await giveConsent(c.env.DB, {
    styleId: style.id,
    clientName: answer.client_name,
    clientEmail: answer.client_email,
    channels,
    textVersion: CONSENT_TEXT_VERSION,
    way,
    withdrawTokenHash: withdrawToken ? await hashToken(withdrawToken) : null,
  });
  const standing = await standingConsent(c.env.DB, style.id);
  if (!standing || standing.id !== id) throw new ApiError(404, CONSENT_MESSAGES.notFound);
  if (answer.client_email && withdrawToken) {
    const places = CHANNELS.filter((channel) => channels[channel]).map((channel) => CHANNEL_LABELS[channel]);
    const copy = {
      shop: shopCalled(style.company),
      name: answer.client_name,
      places,
      givenAt: standing.given_at.slice(0, 10),
      token: withdrawToken,
    };
    await createMailer(c.env, c.var.config).send(consentCopyMail(answer.client_email, appOrigin(c), copy));
  }
  c.executionCtx.waitUntil(pushContentChange(c.env, style.account_id, "consent_changed"));
  await forgetVisitorPages(appOrigin(c), pagesShowingStyle(style));
  return consentAnswer(standing);
}

/**
 * The screens fetch the show again; this data centre forgets the style's pages now (others within seconds), and
 * its files are refused from now on (serve-media.ts).
 */
async function afterWithdrawal<E extends ApiEnv>(
  c: Context<E>,
  style: { id: string; account_id: string; company: string | null },
) {
  forgetConsentRead(style.id);
  c.executionCtx.waitUntil(pushContentChange(c.env, style.account_id, "consent_changed"));
  await forgetVisitorPages(appOrigin(c), pagesShowingStyle(style));
}

const consentAnswer = (row: StandingConsent) => ({
  id: row.id,
  client_name: row.client_name,
  client_email: row.client_email,
  channels: { pages: row.on_pages === 1, screens: row.on_screens === 1 },
  text_version: row.text_version,
  given_by: row.given_by,
  given_at: row.given_at,
});
