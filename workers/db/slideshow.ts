import type { DeviceOrientation } from "@contract/account";
import type { AdminAd } from "@contract/admin";
import type { AfterHours } from "@contract/after-hours";
import { mediaUrl } from "@contract/media-url";
import { type OpeningHours, parseStoredOpeningHours } from "@contract/opening-hours";
import { type SlideService, slideOffer } from "@contract/slide-offer";
import type { Ad, Slide } from "@contract/slideshow";
import { MAX_ADS, MAX_SLIDES } from "@contract/slideshow-schemas";
import { consentCovers } from "./consent-channels";
import { adScansQuery } from "./scans";
import { scheduleOf } from "./schedule-column";

/** What the slideshow reads (spec §2 Slideshow player): the account's settings, its slides, the ads (table `ads`). */

export type SlideshowAccount = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  device_orientation: DeviceOrientation;
  qr_code: boolean;
  loading_bar: boolean;
  after_hours: AfterHours;
  opening_hours: OpeningHours | null;
  time_zone: string;
  avatar: string | null;
  booking_link: string | null;
  telephone: string | null;
  whatsapp: string | null;
  show_prices: boolean;
  abilities: string[];
};

/**
 * An account whose slideshow may play: it exists and its user is neither
 * blocked nor deleted (spec §4 Account). Null otherwise, and the route is a 404.
 */
export async function findSlideshowAccount(db: D1Database, accountId: string): Promise<SlideshowAccount | null> {
  const row = await db
    .prepare(
      `SELECT a.id, a.first_name, a.last_name, a.company, a.device_orientation, a.qr_code, a.loading_bar,
              a.after_hours, a.opening_hours, a.time_zone, a.avatar_key, a.booking_link, a.telephone, a.whatsapp,
              a.show_prices, u.abilities
       FROM accounts a JOIN users u ON u.account_id = a.id
       WHERE a.id = ? AND u.status NOT IN ('blocked', 'deleted')
       ORDER BY u.created_at LIMIT 1`,
    )
    .bind(accountId)
    .first<
      Omit<SlideshowAccount, "qr_code" | "loading_bar" | "show_prices" | "abilities" | "opening_hours" | "avatar"> & {
        qr_code: number;
        loading_bar: number;
        show_prices: number;
        opening_hours: string | null;
        avatar_key: string | null;
        abilities: string;
      }
    >();
  if (!row) return null;
  const { avatar_key, ...account } = row;
  return {
    ...account,
    qr_code: row.qr_code === 1,
    loading_bar: row.loading_bar === 1,
    show_prices: row.show_prices === 1,
    opening_hours: parseStoredOpeningHours(row.opening_hours),
    avatar: mediaUrl(avatar_key),
    abilities: JSON.parse(row.abilities) as string[],
  };
}

type SlideItemRow = {
  portfolio_id: string;
  tags: string;
  schedule: string | null;
  kind: string;
  slide_key: string;
  thumb_key: string | null;
  cover_key: string | null;
  service_name: string | null;
  price_from: number | null;
  price_to: number | null;
  service_booking_link: string | null;
  is_before: number;
};

/**
 * The account's approved styles with media shown in the slideshow, newest
 * first, as slides: a video style plays its mp4 (the poster's thumb is its
 * still), a picture style its pictures in order (the first that loads).
 * Each carries its schedule: the TV decides by itself what plays when. A
 * client's style plays only while its consent covers the screens (issue 35).
 * Each says what its QR code may promise, and carries its service's price
 * while the shop shows prices on screen (issue 37, `slideOffer`).
 */
export async function listSlideshowSlides(db: D1Database, account: SlideshowAccount): Promise<Slide[]> {
  const { results } = await db
    .prepare(
      `SELECT i.portfolio_id, p.tags, p.schedule, i.kind, i.slide_key, i.thumb_key, i.cover_key, i.is_before,
              s.name AS service_name, s.price_from, s.price_to, s.booking_link AS service_booking_link
       FROM portfolios p JOIN payload_items i ON i.portfolio_id = p.id
       LEFT JOIN services s ON s.id = p.service_id AND s.account_id = p.account_id
       WHERE p.account_id = ? AND p.is_approved = 1 AND i.show_in_slideshow = 1 AND ${consentCovers("screens")}
       ORDER BY p.created_at DESC, p.id, i.position
       LIMIT ${MAX_SLIDES}`,
    )
    .bind(account.id)
    .all<SlideItemRow>();
  const byStyle = new Map<string, SlideItemRow[]>();
  for (const row of results) byStyle.set(row.portfolio_id, [...(byStyle.get(row.portfolio_id) ?? []), row]);
  return [...byStyle.entries()].map(([styleId, items]) => {
    // The before picture (issue 37) is no slide of its own: it plays first, within the style's slide.
    const rows = items.filter((row) => row.is_before === 0);
    const before = items.find((row) => row.is_before === 1);
    const videos = rows.filter((row) => row.kind === "video");
    const shown = videos.length > 0 ? videos : rows;
    const first = rows[0];
    const tags = JSON.parse(first?.tags ?? "[]") as string[];
    return {
      key: `style:${styleId}`,
      kind: "style" as const,
      media: shown.map((row) => ({
        type: row.kind === "video" ? ("video" as const) : ("image" as const),
        src: mediaUrl(row.slide_key) ?? "",
        still: mediaUrl(row.thumb_key ?? row.cover_key),
      })),
      caption: tags.length > 0 ? tags.join(" ") : null,
      ...(before && videos.length === 0 ? { before: mediaUrl(before.slide_key) ?? undefined } : {}),
      schedule: scheduleOf(first?.schedule ?? null),
      ...slideOffer(account, first ? serviceOf(first) : null),
    };
  });
}

function serviceOf(row: SlideItemRow): SlideService | null {
  if (row.service_name === null || row.price_from === null) return null;
  return {
    name: row.service_name,
    price_from: row.price_from,
    price_to: row.price_to,
    booking_link: row.service_booking_link,
  };
}

type AdRow = {
  id: string;
  title: string;
  content_type: string;
  file_key: string | null;
  cover_key: string | null;
  link: string | null;
};

const toAd = (row: AdRow): Ad => ({
  id: row.id,
  title: row.title,
  content_type: row.content_type,
  file: mediaUrl(row.file_key),
  cover: mediaUrl(row.cover_key),
  link: row.link,
});

/** Every ad, oldest first (the order they are woven in). */
export async function listAds(db: D1Database): Promise<Ad[]> {
  const { results } = await db.prepare(`SELECT * FROM ads ORDER BY created_at, id LIMIT ${MAX_ADS}`).all<AdRow>();
  return results.map(toAd);
}

const HOUR_MS = 3_600_000;

/**
 * The ads as the admin's ads tab lists them (issue 23): each with its plays
 * on every account's screens in the last 7 and 30 days, from the hourly
 * counters the cable objects write (`screen_plays`, along its item index).
 * A window is the current UTC hour and the 7 × 24 (30 × 24) before it.
 */
export async function listAdsWithPlays(db: D1Database, now: number): Promise<AdminAd[]> {
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const [ads, plays, scans] = await db.batch<
    AdRow & { plays_7d: number; plays_30d: number; scans_7d: number; scans_30d: number }
  >([
    db.prepare(`SELECT * FROM ads ORDER BY created_at, id LIMIT ${MAX_ADS}`),
    db
      .prepare(
        `SELECT item_id AS id, SUM(CASE WHEN hour >= ?1 THEN plays ELSE 0 END) AS plays_7d, SUM(plays) AS plays_30d
         FROM screen_plays WHERE item_kind = 'ad' AND hour >= ?2 GROUP BY item_id`,
      )
      .bind(hour - 7 * 24 * HOUR_MS, hour - 30 * 24 * HOUR_MS),
    adScansQuery(db, hour - 7 * 24 * HOUR_MS, hour - 30 * 24 * HOUR_MS),
  ]);
  const byAd = new Map((plays?.results ?? []).map((row) => [row.id, row]));
  const scansByAd = new Map((scans?.results ?? []).map((row) => [row.id, row]));
  return (ads?.results ?? []).map((row) => ({
    ...toAd(row),
    plays_7d: byAd.get(row.id)?.plays_7d ?? 0,
    plays_30d: byAd.get(row.id)?.plays_30d ?? 0,
    scans_7d: scansByAd.get(row.id)?.scans_7d ?? 0,
    scans_30d: scansByAd.get(row.id)?.scans_30d ?? 0,
  }));
}

export type NewAd = {
  id: string;
  title: string;
  contentType: string;
  fileKey: string | null;
  coverKey: string | null;
  link?: string | null;
};

/** Adds an ad; false when one with this id exists already. */
export async function insertAd(db: D1Database, ad: NewAd) {
  const result = await db
    .prepare("INSERT OR IGNORE INTO ads (id, title, content_type, file_key, cover_key, link) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(ad.id, ad.title, ad.contentType, ad.fileKey, ad.coverKey, ad.link ?? null)
    .run();
  return result.meta.changes > 0;
}

export async function findAdById(db: D1Database, id: string) {
  const row = await db.prepare("SELECT * FROM ads WHERE id = ?").bind(id).first<AdRow>();
  return row ? toAd(row) : null;
}
