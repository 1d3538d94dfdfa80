import { z } from "zod";
import { SUBJECTS } from "../consent";
import {
  consentAnswerSchema,
  consentLinkSchema,
  consentLogEntrySchema,
  consentRequestSchema,
  consentSchema,
} from "../consent-schemas";
import { STYLE_MESSAGES } from "../style";
import { endpoint } from "./define";

/**
 * A client's consent to show a style (issue 35): given in the shop on the
 * stylist's phone, or by a one-time link on the client's own; withdrawn by
 * the owner, or by the client's link in their copy, without a login.
 */

/**
 * The code of a one-time link (a consent link, a client's withdrawal link): the same capability as the page address
 * the client opened, single-use or ended by its use, stored only as its hash (ADR 36).
 */
const linkCode = z.object({ code: z.string().max(64) });

export const giveConsentInShop = endpoint({
  method: "post",
  path: "/users/portfolios/{id}/consent",
  summary:
    "The client's consent, given on the stylist's phone in the shop: the style becomes a client's and shows where it says",
  caller: "person",
  json: consentAnswerSchema,
  data: consentSchema,
  status: 201,
  errors: [404],
});

export const withdrawConsentAsOwner = endpoint({
  method: "delete",
  path: "/users/portfolios/{id}/consent",
  summary: "Ends the style's consent: it leaves the pages at once and the screens within seconds",
  caller: "person",
  data: z.null(),
  errors: [404],
});

export const getConsent = endpoint({
  method: "get",
  path: "/users/portfolios/{id}/consent",
  summary: "The consent that stands for the style, or null",
  caller: "person",
  data: consentSchema.nullable(),
  errors: [404],
});

export const makeConsentLink = endpoint({
  method: "post",
  path: "/users/portfolios/{id}/consent_link",
  summary: "A one-time link for the client to answer on their own phone; mailed to them when an e-mail is given",
  caller: "person",
  json: z.object({ email: z.string().trim().max(254).optional() }),
  data: consentLinkSchema,
  status: 201,
  errors: [404, 429],
});

export const readConsentRequest = endpoint({
  method: "get",
  path: "/consent/{code}",
  summary: "What a consent link asks: whose shop and which photos",
  caller: "none",
  request: { params: linkCode },
  data: consentRequestSchema,
  errors: [404, 429],
});

export const answerConsentRequest = endpoint({
  method: "post",
  path: "/consent/{code}",
  summary: "The client's answer to a consent link (once)",
  caller: "none",
  request: { params: linkCode },
  json: consentAnswerSchema,
  data: consentSchema,
  status: 201,
  errors: [404, 429],
});

export const withdrawConsentAsClient = endpoint({
  method: "post",
  path: "/consent/withdraw/{code}",
  summary: "The client withdraws their consent with the link in their copy: no login",
  caller: "none",
  request: { params: linkCode },
  data: z.null(),
  errors: [404, 429],
});

export const setStyleSubject = endpoint({
  method: "put",
  path: "/users/portfolios/{id}/subject",
  summary:
    "Records who is in the style (issue 35): `none` shows it as before; `client` shows it only where a consent covers. It stays approved",
  caller: "person",
  json: z.object({ subject: z.enum(SUBJECTS, { error: STYLE_MESSAGES.subject }) }),
  data: z.null(),
  errors: [404, 422],
});

export const getConsentLog = endpoint({
  method: "get",
  path: "/users/portfolios/{id}/consent_log",
  summary:
    "The style's consent log: consents given, changed and withdrawn, removal requests and answers, with times (its owner or an admin)",
  caller: "person",
  data: z.array(consentLogEntrySchema).max(1000),
  errors: [404],
});
