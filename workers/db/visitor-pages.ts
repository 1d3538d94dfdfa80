import { mediaUrl } from "@contract/media-url";
import { parseStoredOpeningHours } from "@contract/opening-hours";
import type { Service } from "@contract/services";
import {
  businessTypeOf,
  type GalleryPage,
  OTHERS_SHOWN_MAX,
  PROFILE_STYLES_SHOWN,
  type PublicMedia,
  type PublicProfile,
  type PublicShop,
  type PublicStyle,
  SITEMAP_ACCOUNTS,
  SITEMAP_STYLES,
  type Sitemap,
  type StyleCard,
} from "@contract/visitor";
import { consentCovers } from "./consent-channels";
import { picturesOf } from "./picture-sets";
import { listServicesStatement } from "./services";
import { STYLE_SERVICE_COLUMNS, type StyleServiceColumns, styleServiceOf } from "./style-service";

/**
 * The read side of the visitor pages (issue 10): the Explore gallery with its
 * FTS5 search (migrations 0007 and 0016), public profiles and style details. Only
 * approved styles of accounts whose user is neither blocked nor deleted, and
 * only where their consent lets them show on the pages (issue 35, ON_PAGES).
 */

/** A style's consent lets it show on the public pages (consent-channels.ts): every read below applies it. */
const ON_PAGES = consentCovers("pages");

/** An account visitors may see: its user is not blocked or deleted (a scan's target, too: db/scans.ts). */
export const VISIBLE_ACCOUNT = `NOT EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id AND u.status IN ('blocked', 'deleted'))`;

/** The columns every public style row has: the style and where its account is. */
type StyleBaseRow = {
  id: string;
  account_id: string;
  company: string | null;
  city: string | null;
  gender: string | null;
  color: string | null;
  style: string | null;
  tags: string;
  title: string | null;
};

type CardRow = StyleBaseRow & {
  promoted: number;
  is_video: number;
  cover_key: string | null;
  thumb_key: string | null;
  pictures: string | null;
};

/**
 * A card's columns: the cover picture is the item marked cover, else the
 * first one shown (the gallery takes only items marked show_in_gallery).
 */
const cardColumns = (
  itemFilter: string,
) => `p.id, p.account_id, a.company, a.city, p.gender, p.color, p.style, p.tags, p.title,
  (p.promoted_until IS NOT NULL AND p.promoted_until > ?1) AS promoted,
  EXISTS (SELECT 1 FROM payload_items v WHERE v.portfolio_id = p.id AND v.kind = 'video') AS is_video,
  c.cover_key, c.thumb_key, c.pictures
  FROM portfolios p
  JOIN accounts a ON a.id = p.account_id
  JOIN payload_items c ON c.id = (
    SELECT i.id FROM payload_items i WHERE i.portfolio_id = p.id AND i.cover_key IS NOT NULL AND i.is_before = 0 ${itemFilter}
    ORDER BY i.is_cover DESC, i.position LIMIT 1)`;

const toCard = (row: CardRow): StyleCard => ({
  id: row.id,
  account_id: row.account_id,
  company: row.company,
  city: row.city,
  gender: row.gender,
  color: row.color,
  style: row.style,
  tags: JSON.parse(row.tags) as string[],
  title: row.title,
  promoted: row.promoted === 1,
  is_video: row.is_video === 1,
  cover: mediaUrl(row.cover_key),
  thumb: mediaUrl(row.thumb_key),
  pictures: picturesOf(row.pictures),
});

/** At most this many terms of a search count (the rest of what a visitor typed is ignored). */
const MAX_TERMS = 8;

/**
 * Free text as an FTS5 query (migration 0016), every term required and matched as a prefix. A `#tag` is a
 * phrase in the style's own tags (`#skin-fade` finds "#skin-fade"), never the profile's (issue 25); any other
 * word may be in the company, the city, the profile's tags or the style's tags, kind, colour and gender. Quoting keeps FTS5 syntax (AND, NEAR, column
 * filters, stray quotes) out of a visitor's hands; the tokenizer folds case and accents on both sides.
 */
export function ftsQuery(text: string): string | null {
  const terms: string[] = [];
  for (const token of text.match(/#?[\p{L}\p{N}_-]+/gu) ?? []) {
    if (token.startsWith("#")) {
      // A tag as the profile form takes it (contract/style.ts): letters, digits, _ and -, at least one of the first two.
      if (/[\p{L}\p{N}]/u.test(token)) terms.push(`tags : "${token.slice(1)}"*`);
    } else {
      for (const word of token.match(/[\p{L}\p{N}]+/gu) ?? []) terms.push(`"${word}"*`);
    }
  }
  return terms.length ? terms.slice(0, MAX_TERMS).join(" ") : null;
}

export type GalleryFilters = {
  q?: string | undefined;
  /** Words of the style's service's name (issue 37), each found anywhere in it, case folded. */
  service?: string | undefined;
  /** The most, in whole euros, the style's service may start at (its `price_from`). */
  priceMax?: number | undefined;
  gender?: string | undefined;
  color?: string | undefined;
  style?: string | undefined;
  page: number;
  pageSize: number;
};

/** Explore: approved styles shown in the gallery, running promotions first, then newest. */
export async function searchGallery(db: D1Database, filters: GalleryFilters, now = new Date()): Promise<GalleryPage> {
  const where = ["p.is_approved = 1", VISIBLE_ACCOUNT, ON_PAGES];
  const binds: (string | number)[] = [now.toISOString()];
  const bind = (value: string | number) => {
    binds.push(value);
    return `?${binds.length}`;
  };
  const match = filters.q ? ftsQuery(filters.q) : null;
  if (match) where.push(`p.rowid IN (SELECT rowid FROM style_search WHERE style_search MATCH ${bind(match)})`);
  for (const column of ["gender", "color", "style"] as const) {
    const value = filters[column];
    if (value) where.push(`p.${column} = ${bind(value)}`);
  }
  const service = serviceFilter(filters, bind);
  if (service) where.push(service);
  const offset = (filters.page - 1) * filters.pageSize;
  const { results } = await db
    .prepare(
      `SELECT ${cardColumns("AND i.show_in_gallery = 1")}
       WHERE ${where.join(" AND ")}
       ORDER BY promoted DESC, p.created_at DESC, p.id
       LIMIT ${bind(filters.pageSize + 1)} OFFSET ${bind(offset)}`,
    )
    .bind(...binds)
    .all<CardRow>();
  return {
    styles: results.slice(0, filters.pageSize).map(toCard),
    page: filters.page,
    has_more: results.length > filters.pageSize,
  };
}

/**
 * Explore's service filters (issue 37) as one condition on the style's service, or null for none. A style
 * with no service matches neither. Written as `service_id IN (…)` so SQLite may start from the few
 * services that match and reach their styles by portfolios_service (migration 0027); a name's words
 * can use no index anyway (LIKE '%…%'), and a shop has at most 50 services.
 */
function serviceFilter(filters: GalleryFilters, bind: (value: string | number) => string) {
  const conditions: string[] = [];
  for (const word of (filters.service ?? "").match(/[\p{L}\p{N}]+/gu)?.slice(0, MAX_TERMS) ?? []) {
    conditions.push(`s.name LIKE ${bind(`%${word}%`)}`);
  }
  if (filters.priceMax !== undefined) conditions.push(`s.price_from <= ${bind(filters.priceMax * 100)}`);
  return conditions.length ? `p.service_id IN (SELECT s.id FROM services s WHERE ${conditions.join(" AND ")})` : null;
}

type ProfileRow = Omit<
  PublicProfile,
  "fullname" | "tags" | "styles" | "services" | "avatar" | "opening_hours" | "time_zone" | "business_type"
> & {
  tags: string;
  avatar_key: string | null;
  opening_hours: string | null;
  time_zone: string;
};

/** A public profile by account id (or its user's id: the stylist page's id), with its approved styles. */
export async function findPublicProfile(db: D1Database, id: string, now = new Date()): Promise<PublicProfile | null> {
  // One round trip: the profile and its cards in one batch, both finding the account the same way. The id is an
  // account's or its user's, each looked up by its key (an OR across the join would read every user).
  const account = (param: string) =>
    `(SELECT id FROM accounts WHERE id = ${param} UNION ALL SELECT account_id FROM users WHERE id = ${param} LIMIT 1)`;
  const [profiles, cards, services] = await db.batch<ProfileRow | CardRow | Service>([
    db
      .prepare(
        `SELECT a.id AS account_id, u.id AS user_id, a.company, a.first_name, a.last_name, a.job_title, a.about_me,
                a.address, a.zip_code, a.city, a.state, a.country, a.avatar_key, a.domain, a.booking_link, a.facebook,
                a.instagram, a.telegram, a.telephone, a.whatsapp, a.price_min, a.price_max, a.tags, a.opening_hours,
                a.time_zone, MAX(a.updated_at, COALESCE((SELECT MAX(p.updated_at) FROM portfolios p WHERE p.account_id = a.id), '')) AS updated_at
         FROM accounts a JOIN users u ON u.account_id = a.id
         WHERE a.id = ${account("?1")} AND u.status NOT IN ('blocked', 'deleted')
         LIMIT 1`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT ${cardColumns("AND i.hidden_in_portfolio = 0")}
         WHERE p.account_id = ${account("?2")} AND p.is_approved = 1 AND ${ON_PAGES}
         ORDER BY p.created_at DESC, p.id LIMIT ${PROFILE_STYLES_SHOWN}`,
      )
      .bind(now.toISOString(), id),
    listServicesStatement(db, account("?1"), id),
  ]);
  const row = profiles?.results[0] as ProfileRow | undefined;
  if (!row) return null;
  const { avatar_key, tags, opening_hours, time_zone, ...profile } = row;
  const tagList = JSON.parse(tags) as string[];
  return {
    ...profile,
    fullname: [row.first_name, row.last_name].filter(Boolean).join(" "),
    avatar: mediaUrl(avatar_key),
    tags: tagList,
    ...shopHours({ ...row, tags: tagList }, opening_hours, time_zone),
    styles: ((cards?.results ?? []) as CardRow[]).map(toCard),
    services: (services?.results ?? []) as Service[],
  };
}

type StyleRow = StyleBaseRow & {
  created_at: string;
  updated_at: string;
};

type MediaRow = {
  id: string;
  kind: "image" | "video";
  slide_key: string;
  thumb_key: string | null;
  cover_key: string | null;
  pictures: string | null;
  content_type: string;
  is_before: number;
};

/** An approved style of a visible account, its media (cover first) and up to four others. */
export async function findPublicStyle(db: D1Database, id: string, now = new Date()): Promise<PublicStyle | null> {
  const row = await db
    .prepare(
      `SELECT p.id, p.account_id, a.company, a.city, p.gender, p.color, p.style, p.tags, p.title, p.created_at,
              MAX(p.updated_at, a.updated_at) AS updated_at, ${STYLE_SERVICE_COLUMNS},
              a.avatar_key, a.address, a.zip_code, a.domain, a.booking_link, a.facebook, a.instagram, a.telegram,
              a.telephone, a.whatsapp, a.opening_hours, a.time_zone, a.job_title, a.tags AS shop_tags
       FROM portfolios p JOIN accounts a ON a.id = p.account_id LEFT JOIN services s ON s.id = p.service_id
       WHERE p.id = ?1 AND p.is_approved = 1 AND ${VISIBLE_ACCOUNT} AND ${ON_PAGES}`,
    )
    .bind(id)
    .first<StyleRow & ShopColumns & StyleServiceColumns>();
  if (!row) return null;
  // The shop is the style's account, read by the same join: its columns come off the style's.
  const {
    avatar_key,
    address,
    zip_code,
    domain,
    booking_link,
    facebook,
    instagram,
    telegram,
    telephone,
    whatsapp,
    opening_hours,
    time_zone,
    job_title,
    shop_tags,
    service_id,
    service_name,
    service_price_from,
    service_price_to,
    service_duration_minutes,
    service_booking_link,
    ...style
  } = row;
  const service = styleServiceOf(row);
  const shopRow: ShopRow = {
    account_id: style.account_id,
    company: style.company,
    avatar_key,
    address,
    zip_code,
    city: style.city,
    domain,
    booking_link,
    facebook,
    instagram,
    telegram,
    telephone,
    whatsapp,
    opening_hours,
    time_zone,
    job_title,
    tags: shop_tags,
  };
  const [media, others] = await db.batch<MediaRow | CardRow>([
    db
      .prepare(
        `SELECT id, kind, slide_key, thumb_key, cover_key, pictures, content_type, is_before FROM payload_items
         WHERE portfolio_id = ? ORDER BY (kind = 'video') DESC, is_cover DESC, position`,
      )
      .bind(id),
    othersAlsoViewed(db, style, now),
  ]);
  const rows = (media?.results ?? []) as MediaRow[];
  // The before picture stands apart (issue 37): never the cover nor one of the style's pictures.
  const items = rows.filter((item) => item.is_before === 0);
  const before = rows.find((item) => item.is_before === 1);
  // A video pair (decisions.md) is its mp4 and the poster: the poster shows only as the video's poster.
  const hasVideo = items.some((item) => item.kind === "video");
  return {
    ...style,
    tags: JSON.parse(style.tags) as string[],
    media: items.filter((item) => !(hasVideo && item.kind === "image")).map(toPublicMedia),
    before: before && !hasVideo ? toPublicMedia(before) : null,
    service,
    shop: toShop(shopRow),
    others: ((others?.results ?? []) as CardRow[]).map(toCard),
  };
}

const toPublicMedia = (item: MediaRow): PublicMedia => ({
  id: item.id,
  kind: item.kind,
  src: mediaUrl(item.slide_key) ?? "",
  thumb: mediaUrl(item.thumb_key),
  cover: mediaUrl(item.cover_key),
  pictures: picturesOf(item.pictures),
  content_type: item.content_type,
});

/**
 * 'Others also viewed this' (spec §2, decisions.md): other approved styles of
 * visible accounts that share a tag with `style` (case folded) or come from
 * the same shop; the most shared tags first, then the same shop, then newest.
 */
function othersAlsoViewed(db: D1Database, style: StyleBaseRow, now: Date) {
  // Candidates come from the search index (styles carrying one of the tags) and the shop's own styles, so a
  // style's page reads a few hundred rows at most, however many styles there are; they are ranked exactly below.
  // (`+p.is_approved` keeps SQLite from walking every approved style by that index instead.)
  const match = tagsMatch(JSON.parse(style.tags) as string[]);
  const tagged = match
    ? "SELECT rowid FROM (SELECT rowid FROM style_search WHERE style_search MATCH ?5 ORDER BY rowid DESC LIMIT 200) UNION "
    : "";
  return db
    .prepare(
      `SELECT * FROM (
         SELECT (SELECT COUNT(DISTINCT lower(t.value)) FROM json_each(p.tags) t
                 WHERE lower(t.value) IN (SELECT lower(value) FROM json_each(?3))) AS shared_tags,
                p.created_at, ${cardColumns("AND i.show_in_gallery = 1")}
         WHERE p.rowid IN (${tagged}SELECT rowid FROM (
                 SELECT rowid FROM portfolios WHERE account_id = ?4 ORDER BY created_at DESC LIMIT 50))
           AND p.id <> ?2 AND +p.is_approved = 1 AND ${VISIBLE_ACCOUNT} AND ${ON_PAGES})
       WHERE shared_tags > 0 OR account_id = ?4
       ORDER BY shared_tags DESC, (account_id = ?4) DESC, created_at DESC, id LIMIT ${OTHERS_SHOWN_MAX}`,
    )
    .bind(now.toISOString(), style.id, style.tags, style.account_id, ...(match ? [match] : []));
}

/** An FTS5 query for styles carrying any of `tags` (each tag a phrase of its words), or null for none. */
function tagsMatch(tags: string[]): string | null {
  const phrases = tags
    .map((tag) => (tag.match(/[\p{L}\p{N}]+/gu) ?? []).join(" "))
    .filter(Boolean)
    .map((words) => `"${words}"`);
  return phrases.length ? `tags : (${phrases.slice(0, MAX_TERMS).join(" OR ")})` : null;
}

type ShopRow = Omit<PublicShop, "avatar" | "opening_hours" | "time_zone" | "business_type"> & {
  avatar_key: string | null;
  opening_hours: string | null;
  time_zone: string;
  job_title: string | null;
  tags: string;
};

/** The shop's columns `findPublicStyle` reads beside the style's (its tags aliased: the style has its own). */
type ShopColumns = Omit<ShopRow, "account_id" | "company" | "city" | "tags"> & { shop_tags: string };

function toShop(row: ShopRow): PublicShop {
  const { avatar_key, opening_hours, time_zone, job_title, tags, ...shop } = row;
  return {
    ...shop,
    avatar: mediaUrl(avatar_key),
    ...shopHours({ company: row.company, job_title, tags: JSON.parse(tags) as string[] }, opening_hours, time_zone),
  };
}

/** The opening hours (stored JSON, read leniently), the shop's time zone and its schema.org type. */
function shopHours(
  profile: { company: string | null; job_title: string | null; tags: string[] },
  openingHours: string | null,
  timeZone: string,
) {
  return {
    opening_hours: parseStoredOpeningHours(openingHours),
    time_zone: timeZone,
    business_type: businessTypeOf(profile),
  };
}

/** Public profiles (with a company name) and approved styles, for sitemap.xml. */
export async function listSitemap(db: D1Database): Promise<Sitemap> {
  const [accounts, styles] = await db.batch<Sitemap["accounts"][number] | Sitemap["styles"][number]>([
    db.prepare(
      `SELECT a.id AS account_id, a.company, a.updated_at FROM accounts a
       WHERE a.company IS NOT NULL AND ${VISIBLE_ACCOUNT}
         AND EXISTS (SELECT 1 FROM portfolios p WHERE p.account_id = a.id AND p.is_approved = 1 AND ${ON_PAGES})
       ORDER BY a.created_at LIMIT ${SITEMAP_ACCOUNTS}`,
    ),
    db.prepare(
      `SELECT p.id, a.company, MAX(p.updated_at, a.updated_at) AS updated_at
       FROM portfolios p JOIN accounts a ON a.id = p.account_id
       WHERE p.is_approved = 1 AND a.company IS NOT NULL AND ${VISIBLE_ACCOUNT} AND ${ON_PAGES}
       ORDER BY p.created_at LIMIT ${SITEMAP_STYLES}`,
    ),
  ]);
  return {
    accounts: (accounts?.results ?? []) as Sitemap["accounts"],
    styles: (styles?.results ?? []) as Sitemap["styles"],
  };
}
