import type { Account, DeviceOrientation, SlideshowSetting, UserStatus } from "@contract/account";
import type { AfterHours } from "@contract/after-hours";
import { mediaUrl } from "@contract/media-url";
import { type OpeningHours, parseStoredOpeningHours } from "@contract/opening-hours";
import { PROFILE_FIELDS, type Profile } from "@contract/profile-schema";

/** The account entity of spec §3 and the writes of the account area. */
type AccountRow = Profile & {
  id: string;
  avatar_key: string | null;
  tags: string;
  price_min: number | null;
  price_max: number | null;
  referral_code: string;
  device_orientation: DeviceOrientation;
  qr_code: number;
  loading_bar: number;
  screen_alerts: number;
  after_hours: AfterHours;
  show_prices: number;
  country: string | null;
  opening_hours: string | null;
  time_zone: string;
  email: string;
  status: UserStatus;
  abilities: string;
  invited_user_count: number;
  portfolio_count: number;
};

function toEntity(row: AccountRow): Account {
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, row[field]])) as Profile;
  return {
    id: row.id,
    type: "account",
    attributes: {
      ...profile,
      opening_hours: parseStoredOpeningHours(row.opening_hours),
      time_zone: row.time_zone,
      account_id: row.id,
      avatar: mediaUrl(row.avatar_key),
      fullname: [row.first_name, row.last_name].filter(Boolean).join(" "),
      country: row.country,
      price_min: row.price_min,
      price_max: row.price_max,
      tags: JSON.parse(row.tags) as string[],
      abilities: JSON.parse(row.abilities) as string[],
      invited_user_count: row.invited_user_count,
      analytics: { total_portfolio_sessions: 0, total_running_time: 0 },
      status: row.status,
      portfolio_count: row.portfolio_count,
      email: row.email,
      referral_code: row.referral_code,
      device_orientation: row.device_orientation,
      qr_code: row.qr_code === 1,
      loading_bar: row.loading_bar === 1,
      screen_alerts: row.screen_alerts === 1,
      after_hours: row.after_hours,
      show_prices: row.show_prices === 1,
    },
  };
}

export async function findAccount(db: D1Database, accountId: string): Promise<Account | null> {
  const row = await db
    .prepare(
      `SELECT a.*, u.email, u.status, u.abilities,
              (SELECT COUNT(*) FROM referrals r WHERE r.account_id = a.id AND r.status <> 'PENDING') AS invited_user_count,
              (SELECT COUNT(*) FROM portfolios p WHERE p.account_id = a.id) AS portfolio_count
       FROM accounts a JOIN users u ON u.account_id = a.id WHERE a.id = ?`,
    )
    .bind(accountId)
    .first<AccountRow>();
  return row ? toEntity(row) : null;
}

type HoursField = { opening_hours?: OpeningHours | null; time_zone?: string | undefined };
const hoursJson = (hours: OpeningHours | null | undefined) => (hours ? JSON.stringify(hours) : null);

/** Writes only the fields that differ; returns which ones changed. */
export async function updateProfile(
  db: D1Database,
  accountId: string,
  current: Profile & HoursField,
  next: Partial<Profile> & HoursField & { country?: string | null },
) {
  const changed: (keyof Profile | "opening_hours" | "time_zone")[] = PROFILE_FIELDS.filter(
    (field) => field in next && (next[field] ?? null) !== (current[field] ?? null),
  );
  // Left out (undefined), the hours stay as they are; null clears them.
  if (next.opening_hours !== undefined && hoursJson(next.opening_hours) !== hoursJson(current.opening_hours)) {
    changed.push("opening_hours");
  }
  // Left out, the zone stays; it is never cleared (every shop is on some clock).
  if (next.time_zone !== undefined && next.time_zone !== current.time_zone) changed.push("time_zone");
  if (changed.length === 0) return changed;
  const assignments = [...changed.map((field) => `${field} = ?`), "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"];
  const values = changed.map((field) =>
    field === "opening_hours" ? hoursJson(next.opening_hours) : (next[field] ?? null),
  );
  if (next.country) {
    assignments.push("country = ?");
    values.push(next.country);
  }
  await db
    .prepare(`UPDATE accounts SET ${assignments.join(", ")} WHERE id = ?`)
    .bind(...values, accountId)
    .run();
  return changed;
}

/** Points the account at a new avatar (or none); returns the key it replaced, for deletion. */
/** Points the account at its new avatar; `found` is false when the account is gone (deleted meanwhile). */
export async function setAvatarKey(db: D1Database, accountId: string, key: string | null) {
  const [previous, updated] = await db.batch<{ avatar_key: string | null }>([
    db.prepare("SELECT avatar_key FROM accounts WHERE id = ?").bind(accountId),
    db.prepare("UPDATE accounts SET avatar_key = ? WHERE id = ?").bind(key, accountId),
  ]);
  return { found: (updated?.meta.changes ?? 0) > 0, previous: previous?.results[0]?.avatar_key ?? null };
}

export async function updateSlideshowSetting(
  db: D1Database,
  accountId: string,
  setting: SlideshowSetting,
  value: string | number,
) {
  await db.prepare(`UPDATE accounts SET ${setting} = ? WHERE id = ?`).bind(value, accountId).run();
}

/** All the slideshow settings in one statement: a save is written whole or not at all. */
export async function updateSlideshowSettings(
  db: D1Database,
  accountId: string,
  settings: Pick<Account["attributes"], SlideshowSetting>,
) {
  await db
    .prepare(
      `UPDATE accounts SET device_orientation = ?, qr_code = ?, loading_bar = ?, screen_alerts = ?, after_hours = ?,
              show_prices = ?
       WHERE id = ?`,
    )
    .bind(
      settings.device_orientation,
      Number(settings.qr_code),
      Number(settings.loading_bar),
      Number(settings.screen_alerts),
      settings.after_hours,
      Number(settings.show_prices),
      accountId,
    )
    .run();
}

/** Deletes the account, its users and their sessions and tokens, and its referrals, in one batch. */
export async function deleteAccountRow(db: D1Database, accountId: string) {
  const users = "SELECT id FROM users WHERE account_id = ?";
  await db.batch([
    db.prepare(`DELETE FROM sessions WHERE user_id IN (${users})`).bind(accountId),
    db.prepare(`DELETE FROM user_tokens WHERE user_id IN (${users})`).bind(accountId),
    db.prepare("DELETE FROM referrals WHERE account_id = ?").bind(accountId),
    // A friend who deleted their account is no longer an active referral of anyone's (issue 35); an invitation
    // still pending stays: it is about the e-mail, which may register again.
    db
      .prepare(
        `DELETE FROM referrals WHERE status IN ('ACCEPTED', 'ACTIVE')
           AND referee_email IN (SELECT email FROM users WHERE account_id = ?)`,
      )
      .bind(accountId),
    db
      .prepare("DELETE FROM payload_items WHERE portfolio_id IN (SELECT id FROM portfolios WHERE account_id = ?)")
      .bind(accountId),
    db.prepare("DELETE FROM portfolios WHERE account_id = ?").bind(accountId),
    db.prepare("UPDATE accounts SET referred_by = NULL WHERE referred_by = ?").bind(accountId),
    db.prepare("DELETE FROM users WHERE account_id = ?").bind(accountId),
    db.prepare("DELETE FROM accounts WHERE id = ?").bind(accountId),
  ]);
}

export function findAccountIdOfUser(db: D1Database, userId: string) {
  return db.prepare("SELECT account_id FROM users WHERE id = ?").bind(userId).first<string>("account_id");
}
