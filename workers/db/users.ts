import type { CurrentUser, UserStatus } from "@contract/account";
import { mediaUrl } from "@contract/media-url";

/** Queries on users for sign-in and the current user. */

export type LoginRow = { id: string; password_hash: string; status: UserStatus };

export async function findLoginByEmail(db: D1Database, email: string) {
  return db.prepare("SELECT id, password_hash, status FROM users WHERE email = ?").bind(email).first<LoginRow>();
}

type CurrentUserRow = Omit<
  CurrentUser,
  "abilities" | "settings" | "email_subscriptions" | "fullname" | "picture" | "user_id"
> & {
  abilities: string;
  settings: string;
  email_subscriptions: string;
  avatar_key: string | null;
};

export async function findCurrentUser(db: D1Database, userId: string): Promise<CurrentUser | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.email, u.status, u.account_id, u.abilities, u.settings, u.email_subscriptions,
              a.first_name, a.last_name, a.about_me, a.avatar_key, a.domain AS website_url, a.company, a.address
       FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = ?`,
    )
    .bind(userId)
    .first<CurrentUserRow>();
  if (!row) return null;
  const { avatar_key, abilities, settings, email_subscriptions, ...rest } = row;
  const fullname = [row.first_name, row.last_name].filter(Boolean).join(" ") || null;
  return {
    ...rest,
    user_id: row.id,
    fullname,
    picture: mediaUrl(avatar_key),
    abilities: JSON.parse(abilities) as string[],
    settings: JSON.parse(settings) as Record<string, unknown>,
    email_subscriptions: JSON.parse(email_subscriptions) as Record<string, unknown>,
  };
}

/** Confirms a pending user; returns the e-mail, or null when there was nothing to confirm. */
export async function activateUser(db: D1Database, userId: string) {
  const row = await db
    .prepare(
      `UPDATE users SET status = 'active', confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
              updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ? AND status = 'pending' RETURNING email`,
    )
    .bind(userId)
    .first<{ email: string }>();
  return row?.email ?? null;
}

export async function setPasswordHash(db: D1Database, userId: string, passwordHash: string) {
  await db
    .prepare("UPDATE users SET password_hash = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
    .bind(passwordHash, userId)
    .run();
}

export async function recordSignIn(db: D1Database, userId: string) {
  await db
    .prepare("UPDATE users SET last_signin_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
    .bind(userId)
    .run();
}

export function findPasswordHash(db: D1Database, userId: string) {
  return db.prepare("SELECT password_hash FROM users WHERE id = ?").bind(userId).first<string>("password_hash");
}

/** The e-mail of the account's user (the one a shop's mails go to), or null. */
export function findOwnerEmail(db: D1Database, accountId: string) {
  return db.prepare("SELECT email FROM users WHERE account_id = ? LIMIT 1").bind(accountId).first<string>("email");
}
