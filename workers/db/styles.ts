import type { ConsentState, Subject } from "@contract/consent";
import { mediaUrl } from "@contract/media-url";
import { MAX_LISTED_STYLES, type Style, type StyleFields } from "@contract/style";
import type { StyleSchedule } from "@contract/style-schedule";
import { consentCovers, consentState } from "./consent-channels";
import { pictureSetColumn, pictureSetKeys, picturesOf, type StoredPictureSet } from "./picture-sets";
import { scheduleColumn, scheduleOf } from "./schedule-column";
import { STYLE_SERVICE_COLUMNS, type StyleServiceColumns, styleServiceOf } from "./style-service";

/** Rows of portfolios and payload_items, and the style entity of spec §3 built from them. */
export type NewPayloadItem = {
  id: string;
  kind: "image" | "video";
  contentType: string;
  filename: string;
  originalKey: string | null;
  slideKey: string;
  thumbKey: string | null;
  coverKey: string | null;
  /** The picture set (picture-sets.ts); none until made (the catch-up job makes it for rows that lack it). */
  pictures?: StoredPictureSet | null;
  isCover: boolean;
  /** The style's "before" picture (issue 37). */
  isBefore?: boolean;
};

type StyleRow = {
  id: string;
  account_id: string;
  company: string | null;
  gender: string | null;
  color: string | null;
  style: string | null;
  tags: string;
  is_approved: number;
  plan_name: string | null;
  promoted_until: string | null;
  schedule: string | null;
  subject: Subject | null;
  /** Whether the style's consent lets it show there (consent-channels.ts), 1 or 0. */
  on_pages: number;
  on_screens: number;
  consent_state: ConsentState | null;
  created_at: string;
  title: string | null;
} & StyleServiceColumns;

type ItemRow = {
  id: string;
  portfolio_id: string;
  position: number;
  kind: string;
  content_type: string;
  filename: string;
  original_key: string | null;
  slide_key: string;
  thumb_key: string | null;
  cover_key: string | null;
  pictures: string | null;
  is_cover: number;
  is_before: number;
  show_in_gallery: number;
  hidden_in_portfolio: number;
  show_in_slideshow: number;
};

const itemStatement = (db: D1Database, styleId: string, item: NewPayloadItem, position: number, fields: StyleFields) =>
  db
    .prepare(
      `INSERT INTO payload_items (id, portfolio_id, position, kind, content_type, filename, original_key, slide_key,
         thumb_key, cover_key, pictures, is_cover, is_before, show_in_gallery, hidden_in_portfolio, show_in_slideshow)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      item.id,
      styleId,
      position,
      item.kind,
      item.contentType,
      item.filename,
      item.originalKey,
      item.slideKey,
      item.thumbKey,
      item.coverKey,
      item.pictures ? pictureSetColumn(item.pictures) : null,
      Number(item.isCover),
      Number(item.isBefore ?? false),
      Number(fields.show_in_gallery),
      Number(fields.hidden_in_portfolio),
      Number(fields.show_in_slideshow),
    );

/** A style's service, kept only when it is one of the style's account's (`?` the service, `?` the account). */
const OWN_SERVICE = "(SELECT id FROM services WHERE id = ? AND account_id = ?)";

/** A new, unapproved style and its media rows, in one batch: all or nothing. No schedule: always. */
export async function insertStyle(
  db: D1Database,
  portfolio: {
    id: string;
    accountId: string;
    fields: StyleFields;
    schedule?: StyleSchedule | null;
    items: NewPayloadItem[];
  },
) {
  const { fields } = portfolio;
  await db.batch([
    db
      .prepare(
        `INSERT INTO portfolios (id, account_id, gender, color, style, tags, plan_name, schedule, subject, title, service_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${OWN_SERVICE})`,
      )
      .bind(
        portfolio.id,
        portfolio.accountId,
        fields.gender,
        fields.color,
        fields.style,
        JSON.stringify(fields.tags),
        fields.plan_name ?? null,
        scheduleColumn(portfolio.schedule),
        fields.subject ?? null,
        fields.title || null,
        fields.service_id || null,
        portfolio.accountId,
      ),
    ...portfolio.items.map((item, position) => itemStatement(db, portfolio.id, item, position, fields)),
  ]);
}

/**
 * Saves an edited style in one batch: new fields, unapproved again, the
 * removed items gone, the kept ones in their new order (with the cover
 * flag where the editor put it) and new ones appended. Returns the R2 keys
 * of the removed items, for deletion once the rows no longer point at them.
 */
export async function updateStyleRows(
  db: D1Database,
  portfolio: {
    id: string;
    fields: StyleFields;
    schedule: StyleSchedule | null;
    removeItemIds: string[];
    /** The kept items, in their new order. */
    keep: { id: string; isCover: boolean }[];
    addItems: NewPayloadItem[];
  },
) {
  const { id, fields, removeItemIds, keep } = portfolio;
  const placeholders = removeItemIds.map(() => "?").join(", ");
  const removed = removeItemIds.length
    ? await db
        .prepare(`SELECT ${ITEM_KEY_COLUMNS} FROM payload_items WHERE portfolio_id = ? AND id IN (${placeholders})`)
        .bind(id, ...removeItemIds)
        .all<ItemKeys>()
    : { results: [] };
  await db.batch([
    db
      .prepare(
        `UPDATE portfolios SET gender = ?, color = ?, style = ?, tags = ?, plan_name = ?, schedule = ?,
           subject = COALESCE(?, subject), title = ?,
           service_id = ${OWN_SERVICE.replace("?)", "portfolios.account_id)")},
           is_approved = 0, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?`,
      )
      .bind(
        fields.gender,
        fields.color,
        fields.style,
        JSON.stringify(fields.tags),
        fields.plan_name ?? null,
        scheduleColumn(portfolio.schedule),
        fields.subject ?? null,
        fields.title || null,
        fields.service_id || null,
        id,
      ),
    db
      .prepare(
        `UPDATE payload_items SET show_in_gallery = ?, hidden_in_portfolio = ?, show_in_slideshow = ? WHERE portfolio_id = ?`,
      )
      .bind(Number(fields.show_in_gallery), Number(fields.hidden_in_portfolio), Number(fields.show_in_slideshow), id),
    ...(removeItemIds.length
      ? [
          db
            .prepare(`DELETE FROM payload_items WHERE portfolio_id = ? AND id IN (${placeholders})`)
            .bind(id, ...removeItemIds),
        ]
      : []),
    ...keep.map((item, position) =>
      db
        .prepare("UPDATE payload_items SET position = ?, is_cover = ? WHERE id = ? AND portfolio_id = ?")
        .bind(position, Number(item.isCover), item.id, id),
    ),
    ...portfolio.addItems.map((item, index) => itemStatement(db, id, item, keep.length + index, fields)),
  ]);
  return removed.results.flatMap(keysOfItem);
}

/** Deletes a style and its media rows; returns its R2 keys. */
export async function deleteStyleRows(db: D1Database, id: string) {
  const [items] = await db.batch<ItemKeys>([
    db.prepare(`SELECT ${ITEM_KEY_COLUMNS} FROM payload_items WHERE portfolio_id = ?`).bind(id),
    db.prepare("DELETE FROM payload_items WHERE portfolio_id = ?").bind(id),
    db.prepare("DELETE FROM portfolios WHERE id = ?").bind(id),
  ]);
  return (items?.results ?? []).flatMap(keysOfItem);
}

/** The columns that hold an item's R2 keys; a video and its poster share thumb, cover and set (deleteKeys skips a key twice). */
const ITEM_KEY_COLUMNS = "original_key, slide_key, thumb_key, cover_key, pictures";
type ItemKeys = Pick<ItemRow, "original_key" | "slide_key" | "thumb_key" | "cover_key" | "pictures">;

const keysOfItem = (row: ItemKeys) => [
  ...[row.original_key, row.slide_key, row.thumb_key, row.cover_key].filter((key): key is string => Boolean(key)),
  ...pictureSetKeys(row.pictures),
];

const SELECT_PORTFOLIOS = `SELECT p.*, a.company, ${consentCovers("pages")} AS on_pages,
  ${consentCovers("screens")} AS on_screens, ${consentState()} AS consent_state,
  ${STYLE_SERVICE_COLUMNS}
  FROM portfolios p JOIN accounts a ON a.id = p.account_id LEFT JOIN services s ON s.id = p.service_id`;

/** Records who is in the style (issue 35); what its consent covers is unchanged, and it stays approved. */
export async function setSubject(db: D1Database, id: string, subject: Subject) {
  await db
    .prepare("UPDATE portfolios SET subject = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
    .bind(subject, id)
    .run();
}

/** One style, whoever owns it (callers check ownership or approval). */
export async function findStyle(db: D1Database, id: string): Promise<Style | null> {
  const row = await db.prepare(`${SELECT_PORTFOLIOS} WHERE p.id = ?`).bind(id).first<StyleRow>();
  if (!row) return null;
  return (await withItems(db, [row]))[0] ?? null;
}

/**
 * An account's styles, newest first: all of them for its owner and the admin (`includeUnapproved`), else
 * those a visitor may see (approved, and on the public pages by their consent).
 */
export async function listStylesOfAccount(db: D1Database, accountId: string, { includeUnapproved = false } = {}) {
  const { results } = await db
    .prepare(
      `${SELECT_PORTFOLIOS} WHERE p.account_id = ? ${includeUnapproved ? "" : `AND p.is_approved = 1 AND ${consentCovers("pages")}`}
       ORDER BY p.created_at DESC, p.id LIMIT ${MAX_LISTED_STYLES}`,
    )
    .bind(accountId)
    .all<StyleRow>();
  return withItems(db, results);
}

async function withItems(db: D1Database, rows: StyleRow[]): Promise<Style[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items: ItemRow[] = [];
  for (let start = 0; start < ids.length; start += 100) {
    const chunk = ids.slice(start, start + 100);
    const { results } = await db
      .prepare(
        `SELECT * FROM payload_items WHERE portfolio_id IN (${chunk.map(() => "?").join(", ")}) ORDER BY position`,
      )
      .bind(...chunk)
      .all<ItemRow>();
    items.push(...results);
  }
  return rows.map((row) =>
    toStyle(
      row,
      items.filter((item) => item.portfolio_id === row.id),
    ),
  );
}

function toStyle(row: StyleRow, items: ItemRow[]): Style {
  const promoted = row.promoted_until !== null && row.promoted_until > new Date().toISOString();
  return {
    id: row.id,
    type: "portfolio",
    attributes: {
      gender: row.gender,
      color: row.color,
      style: row.style,
      tags: JSON.parse(row.tags) as string[],
      title: row.title,
      service: styleServiceOf(row),
      // The style's shown pictures: its before picture is not one of them (issue 37).
      images: items.filter((item) => item.is_before === 0).map((item) => mediaUrl(item.slide_key) ?? ""),
      plan_name: promoted && row.plan_name ? [row.plan_name] : [],
      promoted_until: promoted ? row.promoted_until : null,
      is_approved: row.is_approved === 1,
      schedule: scheduleOf(row.schedule),
      subject: row.subject,
      channels: { pages: row.on_pages === 1, screens: row.on_screens === 1 },
      consent: row.consent_state,
      account: { account_id: row.account_id, company: row.company },
      created_at: row.created_at,
      payload: items.map((item) => ({
        id: item.id,
        portfolio_id: item.portfolio_id,
        position: item.position,
        content_type: item.content_type,
        filename: item.filename,
        name: item.filename,
        image_key: item.slide_key,
        slideshow_16x9: mediaUrl(item.slide_key) ?? "",
        thumb: mediaUrl(item.thumb_key),
        cover: mediaUrl(item.cover_key),
        pictures: picturesOf(item.pictures),
        is_cover: item.is_cover === 1,
        is_before: item.is_before === 1,
        show_in_gallery: item.show_in_gallery === 1,
        hidden_in_portfolio: item.hidden_in_portfolio === 1,
        show_in_slideshow: item.show_in_slideshow === 1,
        published: row.is_approved === 1,
      })),
    },
  };
}

export type ItemMedia = {
  id: string;
  portfolio_id: string;
  account_id: string;
  kind: string;
  original_key: string | null;
  slide_key: string;
  thumb_key: string | null;
  cover_key: string | null;
  pictures: string | null;
};

/** A payload item with the account that owns it, for regenerating or replacing its variants. */
export async function findItemMedia(db: D1Database, itemId: string) {
  return db
    .prepare(
      `SELECT i.id, i.portfolio_id, p.account_id, i.kind, i.original_key, i.slide_key, i.thumb_key, i.cover_key,
         i.pictures FROM payload_items i JOIN portfolios p ON p.id = i.portfolio_id WHERE i.id = ?`,
    )
    .bind(itemId)
    .first<ItemMedia>();
}

/**
 * Points an item at new variants, and a video whose poster it is at the new
 * thumb, cover and set (they share them); the old keys are the caller's to
 * delete afterwards.
 */
export async function setItemVariants(
  db: D1Database,
  item: Pick<ItemMedia, "id" | "portfolio_id" | "cover_key">,
  keys: {
    slideKey: string;
    thumbKey: string;
    coverKey: string;
    originalKey: string | null;
    pictures: StoredPictureSet;
  },
) {
  const pictures = pictureSetColumn(keys.pictures);
  await db.batch([
    db
      .prepare(
        `UPDATE payload_items SET thumb_key = ?, cover_key = ?, pictures = ?
         WHERE portfolio_id = ? AND kind = 'video' AND cover_key = ?`,
      )
      .bind(keys.thumbKey, keys.coverKey, pictures, item.portfolio_id, item.cover_key),
    db
      .prepare(
        `UPDATE payload_items SET slide_key = ?, thumb_key = ?, cover_key = ?, pictures = ?,
           original_key = COALESCE(?, original_key), content_type = 'image/webp' WHERE id = ?`,
      )
      .bind(keys.slideKey, keys.thumbKey, keys.coverKey, pictures, keys.originalKey, item.id),
  ]);
}

/** Records a promotion: its plan and when it ends (a running one is extended from its end). */
export async function savePromotion(db: D1Database, id: string, planName: string, days: number, now = new Date()) {
  const row = await db
    .prepare(
      `UPDATE portfolios SET plan_name = ?1,
         promoted_until = strftime('%Y-%m-%dT%H:%M:%fZ', MAX(COALESCE(promoted_until, ?2), ?2), ?3)
       WHERE id = ?4 RETURNING promoted_until`,
    )
    .bind(planName, now.toISOString(), `+${days} days`, id)
    .first<{ promoted_until: string }>();
  return row?.promoted_until ?? null;
}

/** Approves or withdraws a style (the admin's decision; the demo seed's too). */
export async function setApproved(db: D1Database, id: string, approved: boolean) {
  await db.prepare("UPDATE portfolios SET is_approved = ? WHERE id = ?").bind(Number(approved), id).run();
}
