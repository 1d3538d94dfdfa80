import { MAX_LISTED_REFERRALS, type ReferralUser } from "@contract/account";
import { randomId } from "./random-id";

/** Referral users of spec §3 and the status rule of docs/decisions/0008-referral-status.md. */

export async function listReferrals(db: D1Database, accountId: string): Promise<ReferralUser[]> {
  const { results } = await db
    .prepare(
      `SELECT id, referee_email, status AS referee_status FROM referrals
       WHERE account_id = ? ORDER BY created_at DESC, referee_email LIMIT ${MAX_LISTED_REFERRALS}`,
    )
    .bind(accountId)
    .all<ReferralUser>();
  return results;
}

/** Invites by e-mail; inviting again keeps the row (and its status) as it is. Returns whether it is new. */
export async function invite(db: D1Database, accountId: string, email: string): Promise<boolean> {
  const { meta } = await db
    .prepare("INSERT INTO referrals (id, account_id, referee_email) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
    .bind(randomId(), accountId, email)
    .run();
  return meta.changes === 1;
}

/** Only a pending invite can be cancelled: a friend who registered stays counted. */
export async function cancelInvite(db: D1Database, accountId: string, email: string): Promise<boolean> {
  const { meta } = await db
    .prepare("DELETE FROM referrals WHERE account_id = ? AND referee_email = ? AND status = 'PENDING'")
    .bind(accountId, email)
    .run();
  return meta.changes === 1;
}

/** Registering with a code: the code owner's referral becomes ACCEPTED, invited or not. */
export function acceptReferral(db: D1Database, accountId: string, email: string) {
  return db
    .prepare(
      `INSERT INTO referrals (id, account_id, referee_email, status) VALUES (?, ?, ?, 'ACCEPTED')
       ON CONFLICT (account_id, referee_email) DO UPDATE SET status = 'ACCEPTED',
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(randomId(), accountId, email);
}

/** Confirming the e-mail: every ACCEPTED referral of that e-mail becomes ACTIVE. */
export async function activateReferrals(db: D1Database, email: string) {
  await db
    .prepare(
      `UPDATE referrals SET status = 'ACTIVE', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE referee_email = ? AND status = 'ACCEPTED'`,
    )
    .bind(email)
    .run();
}
