import {
  ADMIN_ACTIONS_SHOWN,
  ADMIN_PAGE_SIZE,
  type AdminAction,
  hasAdminAbility,
  PENDING_MEDIA_PER_ACCOUNT,
  type PendingMedia,
  type SubscriberPage,
  type SubscriberQuery,
  type SubscriberRow,
  type SubscriberSort,
  type UploadRequestPage,
} from "@contract/admin";
import { mediaUrl } from "@contract/media-url";

/**
 * The admin console's reads and writes (issue 13): subscribers, upload
 * requests, blocking and the audit trail. Every list is sorted and paged
 * here, by SQLite, along an index of migration 0010; nothing is sorted in
 * memory. The analytics reads are in screen-analytics.ts.
 */

/** DIAMOND, GOLD or FREE from a user's abilities: the very expression of the users_subscription index. */
const SUBSCRIPTION = `(CASE WHEN instr(lower(u.abilities), 'diamond') > 0 THEN 'DIAMOND'
        WHEN instr(lower(u.abilities), 'gold') > 0 THEN 'GOLD'
        ELSE 'FREE' END)`;

/**
 * Each sort: the table whose index gives the order (it leads the join, so
 * SQLite walks that index and stops after the page) and the ORDER BY terms,
 * the last one the tie-breaker of the same index.
 */
const SORTS: Record<SubscriberSort, { lead: "accounts" | "users"; terms: string[] }> = {
  account_id: { lead: "accounts", terms: ["a.id"] },
  first_name: { lead: "accounts", terms: ["a.first_name", "a.id"] },
  last_name: { lead: "accounts", terms: ["a.last_name", "a.id"] },
  created_at: { lead: "accounts", terms: ["a.created_at", "a.id"] },
  referred: { lead: "accounts", terms: ["a.referred_by", "a.id"] },
  last_signin: { lead: "users", terms: ["u.last_signin_at", "u.account_id"] },
  subscription: { lead: "users", terms: [SUBSCRIPTION, "u.account_id"] },
  email: { lead: "users", terms: ["u.email"] },
};

/** `CROSS JOIN` fixes SQLite's join order: the leading table's index gives the rows in order. */
const FROM = {
  accounts: "accounts a CROSS JOIN users u ON u.account_id = a.id",
  users: "users u CROSS JOIN accounts a ON a.id = u.account_id",
};

const ROW_COLUMNS = `a.id AS account_id, a.first_name, a.last_name, a.company, ${SUBSCRIPTION} AS subscription,
  (SELECT COUNT(*) FROM portfolios p JOIN payload_items i ON i.portfolio_id = p.id WHERE p.account_id = a.id) AS images,
  (SELECT COUNT(*) FROM portfolios p WHERE p.account_id = a.id AND p.is_approved = 0) AS image_requests,
  (SELECT COUNT(*) FROM portfolios p WHERE p.account_id = a.id) AS portfolio_styles,
  a.created_at, u.last_signin_at AS last_signin, a.referred_by AS referred, u.email, u.status`;

/**
 * The search: an exact id, or a piece of the e-mail, names or company.
 * instr() rather than LIKE: D1 caps LIKE patterns at 50 bytes (a long
 * e-mail would fail) and it needs no escaping of % and _.
 */
const SEARCH = `(a.id = ?1 OR instr(lower(u.email), lower(?1)) > 0 OR instr(lower(a.first_name), lower(?1)) > 0
  OR instr(lower(a.last_name), lower(?1)) > 0 OR instr(lower(a.company), lower(?1)) > 0)`;

/** The SQL of one subscribers page (also what the benchmark explains). */
export function subscriberPageSql(query: Pick<SubscriberQuery, "sort" | "dir" | "q">) {
  const sort = SORTS[query.sort];
  const order = sort.terms.map((term) => `${term} ${query.dir.toUpperCase()}`).join(", ");
  const where = query.q ? `WHERE ${SEARCH}` : "";
  return {
    rows: `SELECT ${ROW_COLUMNS} FROM ${FROM[sort.lead]} ${where} ORDER BY ${order} LIMIT ?2 OFFSET ?3`,
    count: query.q ? `SELECT COUNT(*) AS n FROM ${FROM.accounts} ${where}` : "SELECT COUNT(*) AS n FROM users",
  };
}

/** Spec §2 Subscribers tab: one page of 20, sorted and searched by the database. */
export async function listSubscribers(db: D1Database, query: SubscriberQuery): Promise<SubscriberPage> {
  const sql = subscriberPageSql(query);
  const q = query.q ?? "";
  const count = db.prepare(sql.count);
  const total = (await (query.q ? count.bind(q) : count).first<number>("n")) ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const { results } = await db
    .prepare(sql.rows)
    .bind(q, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE)
    .all<SubscriberRow>();
  return { rows: results, page, page_count: pageCount, total };
}

/** The SQL of one upload-requests page: accounts with unapproved styles, along the portfolios_pending index. */
export const UPLOAD_REQUESTS_SQL = `SELECT p.account_id, COUNT(*) AS image_requests FROM portfolios p
  WHERE p.is_approved = 0 GROUP BY p.account_id ORDER BY p.account_id LIMIT ?1 OFFSET ?2`;

type PendingItemRow = {
  id: string;
  portfolio_id: string;
  account_id: string;
  kind: "image" | "video";
  filename: string;
  slide_key: string;
  thumb_key: string | null;
};

/** Spec §2 Upload requests tab: one page of accounts with unapproved styles, their counts and pending media. */
export async function listUploadRequests(db: D1Database, requestedPage: number): Promise<UploadRequestPage> {
  const total =
    (await db
      .prepare("SELECT COUNT(DISTINCT account_id) AS n FROM portfolios WHERE is_approved = 0")
      .first<number>("n")) ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const { results: groups } = await db
    .prepare(UPLOAD_REQUESTS_SQL)
    .bind(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE)
    .all<{ account_id: string; image_requests: number }>();
  if (groups.length === 0) return { rows: [], page, page_count: pageCount, total };

  const ids = groups.map((group) => group.account_id);
  const list = ids.map((_, index) => `?${index + 1}`).join(", ");
  const [people, items] = await db.batch([
    db
      .prepare(
        `SELECT a.id AS account_id, a.first_name, a.last_name, a.company, ${SUBSCRIPTION} AS subscription
         FROM accounts a JOIN users u ON u.account_id = a.id WHERE a.id IN (${list})`,
      )
      .bind(...ids),
    db
      .prepare(
        `SELECT i.id, i.portfolio_id, p.account_id, i.kind, i.filename, i.slide_key, i.thumb_key
         FROM portfolios p JOIN payload_items i ON i.portfolio_id = p.id
         WHERE p.is_approved = 0 AND p.account_id IN (${list})
         ORDER BY p.account_id, p.created_at, i.position`,
      )
      .bind(...ids),
  ]);
  const personOf = new Map(
    ((people?.results ?? []) as Omit<UploadRequestPage["rows"][number], "images" | "image_requests" | "pending">[]).map(
      (person) => [person.account_id, person],
    ),
  );
  const itemsOf = new Map<string, PendingItemRow[]>();
  for (const item of (items?.results ?? []) as PendingItemRow[]) {
    itemsOf.set(item.account_id, [...(itemsOf.get(item.account_id) ?? []), item]);
  }
  const rows = groups.flatMap((group) => {
    const person = personOf.get(group.account_id);
    if (!person) return [];
    const pending = itemsOf.get(group.account_id) ?? [];
    return [
      {
        ...person,
        images: pending.length,
        image_requests: group.image_requests,
        pending: uniquePending(pending).slice(0, PENDING_MEDIA_PER_ACCOUNT),
      },
    ];
  });
  return { rows, page, page_count: pageCount, total };
}

/**
 * The pending media worth a look: a video style shows its video (its poster
 * is the video's thumbnail, not a second picture), and a file uploaded to
 * several styles (same name and kind) shows once.
 */
function uniquePending(items: PendingItemRow[]): PendingMedia[] {
  const withVideo = new Set(items.filter((item) => item.kind === "video").map((item) => item.portfolio_id));
  const seen = new Set<string>();
  return items.flatMap((item) => {
    if (item.kind === "image" && withVideo.has(item.portfolio_id)) return [];
    const name = `${item.kind}:${item.filename}`;
    if (seen.has(name)) return [];
    seen.add(name);
    return [
      {
        id: item.id,
        portfolio_id: item.portfolio_id,
        kind: item.kind,
        src: mediaUrl(item.slide_key) ?? "",
        thumb: mediaUrl(item.thumb_key),
      },
    ];
  });
}

/** Who may be blocked or deleted: the account's users, their abilities, and whether one is blocked. */
export async function findModerationTarget(db: D1Database, accountId: string) {
  const { results } = await db
    .prepare("SELECT id, abilities, status FROM users WHERE account_id = ?")
    .bind(accountId)
    .all<{ id: string; abilities: string; status: string }>();
  if (results.length === 0) return null;
  return {
    userIds: results.map((row) => row.id),
    abilities: results.flatMap((row) => JSON.parse(row.abilities) as string[]),
    blocked: results.some((row) => row.status === "blocked"),
  };
}

/** The signed-in user's e-mail, account and abilities, for the admin check. */
export function findAdminCandidate(db: D1Database, userId: string) {
  return db
    .prepare("SELECT email, account_id, abilities FROM users WHERE id = ?")
    .bind(userId)
    .first<{ email: string; account_id: string; abilities: string }>();
}

/** Whether a `findAdminCandidate` row holds an admin ability. */
export const isAdmin = (user: { abilities: string }) => hasAdminAbility(JSON.parse(user.abilities) as string[]);

/** Blocks the account's users and ends their sessions in one batch: nobody stays signed in. */
export async function blockAccount(db: D1Database, accountId: string) {
  await db.batch([
    db
      .prepare(
        "UPDATE users SET status = 'blocked', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE account_id = ?",
      )
      .bind(accountId),
    db.prepare("DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE account_id = ?)").bind(accountId),
  ]);
}

/** Lifts a block: confirmed users are active again, unconfirmed ones pending as before. */
export async function unblockAccount(db: D1Database, accountId: string) {
  await db
    .prepare(
      `UPDATE users SET status = CASE WHEN confirmed_at IS NULL THEN 'pending' ELSE 'active' END,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE account_id = ? AND status = 'blocked'`,
    )
    .bind(accountId)
    .run();
}

/** Approves every unapproved style of the account; returns how many. */
export async function approveAllStyles(db: D1Database, accountId: string) {
  const result = await db
    .prepare("UPDATE portfolios SET is_approved = 1 WHERE account_id = ? AND is_approved = 0")
    .bind(accountId)
    .run();
  return result.meta.changes;
}

/** Removes an ad's row; returns its R2 keys (null when there was no such ad). */
export async function deleteAdRow(db: D1Database, id: string) {
  const row = await db
    .prepare("DELETE FROM ads WHERE id = ? RETURNING file_key, cover_key")
    .bind(id)
    .first<{ file_key: string | null; cover_key: string | null }>();
  return row ? [row.file_key, row.cover_key].filter((key): key is string => Boolean(key)) : null;
}

export type NewAdminAction = {
  adminUserId: string;
  adminEmail: string;
  action: string;
  accountId: string | null;
  targetId?: string | null;
  detail?: string | null;
};

/** Records one admin action (who, what, when). */
export async function recordAdminAction(db: D1Database, entry: NewAdminAction) {
  await db
    .prepare(
      "INSERT INTO admin_actions (admin_user_id, admin_email, action, account_id, target_id, detail) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .bind(
      entry.adminUserId,
      entry.adminEmail,
      entry.action,
      entry.accountId,
      entry.targetId ?? null,
      entry.detail ?? null,
    )
    .run();
}

/** The latest admin actions on an account, newest first. */
export async function listAdminActions(db: D1Database, accountId: string, limit = ADMIN_ACTIONS_SHOWN) {
  const { results } = await db
    .prepare(
      `SELECT id, admin_email, action, account_id, target_id, detail, created_at FROM admin_actions
       WHERE account_id = ? ORDER BY id DESC LIMIT ?`,
    )
    .bind(accountId, limit)
    .all<AdminAction>();
  return results;
}

/**
 * The median hours from a style's creation to its approval, over the latest `sample` approvals since `since`
 * (issue 35 point 6), and how many there were. A style approved again after an edit counts from its creation,
 * which can only make the wait look longer than it is.
 */
export async function approvalWait(db: D1Database, since: Date, sample: number) {
  const { results } = await db
    .prepare(
      `SELECT (julianday(a.created_at) - julianday(p.created_at)) * 24 AS hours
         FROM admin_actions a JOIN portfolios p ON p.id = a.target_id
        WHERE a.action = 'approve_style' AND a.created_at > ?
        ORDER BY a.id DESC LIMIT ?`,
    )
    .bind(since.toISOString(), sample)
    .all<{ hours: number }>();
  const hours = results.map((row) => Math.max(0, row.hours)).sort((a, b) => a - b);
  const middle = hours.length / 2;
  const median =
    hours.length === 0
      ? null
      : hours.length % 2
        ? (hours[Math.floor(middle)] ?? 0)
        : ((hours[middle - 1] ?? 0) + (hours[middle] ?? 0)) / 2;
  return { median_hours: median === null ? null : Math.round(median * 10) / 10, approvals: hours.length };
}
