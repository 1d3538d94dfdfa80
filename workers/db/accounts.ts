import { PROFILE_FIELDS, type Profile } from "@contract/profile-schema";
import { randomId } from "./random-id";

/** Queries on accounts and their users. The one place SQL for these tables lives. */

export type NewAccount = {
  email: string;
  passwordHash: string;
  abilities?: string[];
  status?: "pending" | "active";
  referralCode?: string;
  referredBy?: string;
  settings?: Record<string, unknown>;
  emailSubscriptions?: Record<string, unknown>;
  /** Statements that must succeed or fail together with the creation. */
  alongside?: D1PreparedStatement[];
  profile?: Partial<Profile & { country: string }>;
};

const PROFILE_COLUMNS = [...PROFILE_FIELDS, "country"] as const;

/** The e-mail belongs to another user already (the database's unique index said so). */
export class EmailTakenError extends Error {
  override name = "EmailTakenError";
}

/**
 * Creates an account and its first user in one batch, so neither exists
 * without the other. The unique index on users.email decides races between
 * two sign-ups with one address: the loser gets `EmailTakenError`.
 */
export async function createAccountWithUser(db: D1Database, input: NewAccount) {
  const accountId = randomId();
  const userId = randomId();
  const referralCode = input.referralCode ?? randomId(8).toUpperCase();
  const profile = input.profile ?? {};
  const values = PROFILE_COLUMNS.map((column) => profile[column] ?? null);
  const statements = [
    db
      .prepare(
        `INSERT INTO accounts (id, referral_code, referred_by, ${PROFILE_COLUMNS.join(", ")})
         VALUES (?, ?, ?, ${PROFILE_COLUMNS.map(() => "?").join(", ")})`,
      )
      .bind(accountId, referralCode, input.referredBy ?? null, ...values),
    db
      .prepare(
        `INSERT INTO users (id, account_id, email, password_hash, abilities, status, confirmed_at, settings, email_subscriptions)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        userId,
        accountId,
        input.email,
        input.passwordHash,
        JSON.stringify(input.abilities ?? []),
        input.status ?? "pending",
        input.status === "active" ? new Date().toISOString() : null,
        JSON.stringify(input.settings ?? {}),
        JSON.stringify(input.emailSubscriptions ?? {}),
      ),
    ...(input.alongside ?? []),
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed: users.email")) throw new EmailTakenError(input.email);
    throw error;
  }
  return { accountId, userId, referralCode };
}

export function findUserIdByEmail(db: D1Database, email: string) {
  return db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<string>("id");
}

export async function findAccountByReferralCode(db: D1Database, code: string) {
  return db.prepare("SELECT id FROM accounts WHERE referral_code = ?").bind(code).first<{ id: string }>();
}
