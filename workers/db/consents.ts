import type { Channels, ConsentState, ConsentWay, WithdrawnBy } from "@contract/consent";
import type { ConsentLogEntry } from "@contract/consent-schemas";
import { consentState } from "./consent-channels";
import { randomId } from "./random-id";

/**
 * A client's consents to show a style (issue 35, migration 0022). Giving one
 * marks the style as a client's and ends the one that stood before
 * (`replaced`), in one batch; every public read then applies the consent that
 * stands (consent-channels.ts).
 */

export type NewConsent = {
  styleId: string;
  clientName: string;
  clientEmail: string | null;
  channels: Channels;
  textVersion: string;
  way: ConsentWay;
  /** The hash of the client's own withdrawal link, when they asked for a copy. */
  withdrawTokenHash: string | null;
};

export type StandingConsent = {
  id: string;
  client_name: string;
  client_email: string | null;
  on_pages: number;
  on_screens: number;
  text_version: string;
  given_by: ConsentWay;
  given_at: string;
};

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** Records a consent for the style; returns its id. */
export async function giveConsent(db: D1Database, consent: NewConsent, now = new Date()) {
  const id = randomId();
  await db.batch([
    db
      .prepare(
        `UPDATE style_consents SET withdrawn_at = ?, withdrawn_by = 'replaced' WHERE portfolio_id = ? AND withdrawn_at IS NULL`,
      )
      .bind(now.toISOString(), consent.styleId),
    db
      .prepare(
        `INSERT INTO style_consents (id, portfolio_id, client_name, client_email, on_pages, on_screens, text_version,
           given_by, given_at, withdraw_token_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        id,
        consent.styleId,
        consent.clientName,
        consent.clientEmail,
        Number(consent.channels.pages),
        Number(consent.channels.screens),
        consent.textVersion,
        consent.way,
        now.toISOString(),
        consent.withdrawTokenHash,
      ),
    db.prepare(`UPDATE portfolios SET subject = 'client', updated_at = ${NOW} WHERE id = ?`).bind(consent.styleId),
  ]);
  return id;
}

/** Ends the style's standing consent; false when none stood. */
export async function withdrawConsent(db: D1Database, styleId: string, by: WithdrawnBy, now = new Date()) {
  const [withdrawn] = await db.batch([
    db
      .prepare(
        `UPDATE style_consents SET withdrawn_at = ?, withdrawn_by = ? WHERE portfolio_id = ? AND withdrawn_at IS NULL`,
      )
      .bind(now.toISOString(), by, styleId),
    db.prepare(`UPDATE portfolios SET updated_at = ${NOW} WHERE id = ?`).bind(styleId),
  ]);
  return (withdrawn?.meta.changes ?? 0) > 0;
}

/** The consent that stands for the style, or null. */
export async function standingConsent(db: D1Database, styleId: string) {
  return db
    .prepare("SELECT * FROM style_consents WHERE portfolio_id = ? AND withdrawn_at IS NULL")
    .bind(styleId)
    .first<StandingConsent>();
}

/** Keeps a new consent link (its token's hash) for the style, good until `expiresAt`. */
export async function addConsentLink(db: D1Database, styleId: string, tokenHash: string, expiresAt: Date) {
  await db
    .prepare("INSERT INTO consent_links (token_hash, portfolio_id, expires_at) VALUES (?, ?, ?)")
    .bind(tokenHash, styleId, expiresAt.toISOString())
    .run();
}

/** The style a consent link asks about, while it is unused and unexpired; null otherwise. */
export async function findConsentLink(db: D1Database, tokenHash: string, now = new Date()) {
  return db
    .prepare(
      `SELECT l.portfolio_id AS style_id, p.account_id, a.company FROM consent_links l
       JOIN portfolios p ON p.id = l.portfolio_id JOIN accounts a ON a.id = p.account_id
       WHERE l.token_hash = ? AND l.used_at IS NULL AND l.expires_at > ?`,
    )
    .bind(tokenHash, now.toISOString())
    .first<{ style_id: string; account_id: string; company: string | null }>();
}

/** Uses the link up; false when it was used (or expired) meanwhile, so two answers never both count. */
export async function useConsentLink(db: D1Database, tokenHash: string, now = new Date()) {
  const result = await db
    .prepare("UPDATE consent_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?")
    .bind(now.toISOString(), tokenHash, now.toISOString())
    .run();
  return result.meta.changes > 0;
}

/** The style whose standing consent the client's withdrawal link ends, or null (unknown, or already withdrawn). */
export async function findWithdrawable(db: D1Database, tokenHash: string) {
  return db
    .prepare(
      `SELECT c.portfolio_id AS style_id, p.account_id FROM style_consents c JOIN portfolios p ON p.id = c.portfolio_id
       WHERE c.withdraw_token_hash = ? AND c.withdrawn_at IS NULL`,
    )
    .bind(tokenHash)
    .first<{ style_id: string; account_id: string }>();
}

/** Where a style stands with its consent (consent-channels.ts `consentState`): null for one with no client in it. */
export async function findConsentState(db: D1Database, styleId: string) {
  return db
    .prepare(`SELECT ${consentState()} AS state FROM portfolios p WHERE p.id = ?`)
    .bind(styleId)
    .first<ConsentState | null>("state");
}

/**
 * Styles gone before `before` (issue 35: their files are kept 30 days, in case the client agrees again): taken
 * down then, or whose client withdrew then and gave no consent since. Oldest first, `limit` at most.
 */
export async function findStylesWithdrawnBefore(db: D1Database, before: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.account_id FROM portfolios p
       WHERE p.taken_down_at < ?1
          OR (p.subject = 'client'
              AND NOT EXISTS (SELECT 1 FROM style_consents c WHERE c.portfolio_id = p.id AND c.withdrawn_at IS NULL)
              AND (SELECT MAX(c.withdrawn_at) FROM style_consents c WHERE c.portfolio_id = p.id) < ?1)
       ORDER BY p.created_at LIMIT ?2`,
    )
    .bind(before, limit)
    .all<{ id: string; account_id: string }>();
  return results;
}

/** The most a log answers: its latest entries (contract/endpoints/consent.ts `getConsentLog`). */
export const CONSENT_LOG_MAX = 1000;

type LogRow = { at: string; kind: ConsentLogEntry["kind"]; detail: string };

/**
 * The style's consent log (issue 35 point 7), oldest first, derived from what is kept anyway (the consents, the
 * removal requests and the take-down), so it can never disagree with them: a consent given (or, replacing another,
 * changed), withdrawn and by whom; a removal request confirmed, answered, flagged to the admin; a take-down.
 */
export async function consentLog(db: D1Database, styleId: string): Promise<ConsentLogEntry[]> {
  const channels = `rtrim(CASE WHEN on_pages = 1 THEN 'pages, ' ELSE '' END || CASE WHEN on_screens = 1 THEN 'screens, ' ELSE '' END, ', ')`;
  // Two statements: D1 allows at most five terms in one compound SELECT.
  const [consents, requests] = await db.batch<LogRow>([
    db
      .prepare(
        `SELECT given_at AS at,
                CASE WHEN EXISTS (SELECT 1 FROM style_consents b WHERE b.portfolio_id = c.portfolio_id
                                  AND b.withdrawn_by = 'replaced' AND b.withdrawn_at = c.given_at)
                     THEN 'consent_changed' ELSE 'consent_given' END AS kind,
                client_name || ' · ' || ${channels} || ' · ' || CASE given_by WHEN 'link' THEN 'by link' ELSE 'in the shop' END
                  || ' · text ' || text_version AS detail
           FROM style_consents c WHERE portfolio_id = ?1
         UNION ALL
         SELECT withdrawn_at, 'consent_withdrawn', client_name || ' · by the ' || withdrawn_by
           FROM style_consents WHERE portfolio_id = ?1 AND withdrawn_at IS NOT NULL AND withdrawn_by <> 'replaced'`,
      )
      .bind(styleId),
    db
      .prepare(
        `SELECT confirmed_at AS at, 'removal_requested' AS kind, email || ' · ' || reason AS detail
           FROM removal_requests WHERE portfolio_id = ?1 AND confirmed_at IS NOT NULL
         UNION ALL
         SELECT closed_at, 'removal_answered', answer
           FROM removal_requests WHERE portfolio_id = ?1 AND outcome = 'answered'
         UNION ALL
         SELECT escalated_at, 'removal_escalated', email
           FROM removal_requests WHERE portfolio_id = ?1 AND escalated_at IS NOT NULL
         UNION ALL
         SELECT taken_down_at, 'taken_down', '' FROM portfolios WHERE id = ?1 AND taken_down_at IS NOT NULL`,
      )
      .bind(styleId),
  ]);
  const log = [...(consents?.results ?? []), ...(requests?.results ?? [])].sort((a, b) => a.at.localeCompare(b.at));
  return log.slice(-CONSENT_LOG_MAX);
}
