/**
 * Scans (issue 24): a QR code on a shop's screen, or printed for its window,
 * is a short link `/q/{code}` on our own origin. The code names what was
 * scanned and from where; `GET /q/{code}` counts one scan and redirects to
 * the style (or the shop's page, or an ad's link).
 *
 * A code is a letter, then fixed-length parts (ids are 10 characters,
 * decisions.md; a screen's scan code 8), so the path is at most 24
 * characters and a code can be read without a lookup table:
 *
 * | code                 | scanned from            | leads to                        |
 * |----------------------|-------------------------|---------------------------------|
 * | `t{screen}{style}`   | a style on a screen     | the style's page                |
 * | `v{style}`           | a style on a viewer     | the style's page                |
 * | `a{screen}{ad}`      | an ad on a screen       | the ad's link, else the shop's  |
 * | `b{account}{ad}`     | an ad on a viewer       | the ad's link, else the shop's  |
 * | `p{account}`         | the printed sticker     | the shop's about-me page        |
 * | `k{screen}`          | the closed card         | its booking link, else about-me |
 * | `s{screen}`          | the shop card           | the shop's styles (stylist page)|
 *
 * A viewer is a browser that is not one of the shop's screens (an anonymous
 * visitor of the public slideshow): its scans count for the style alone.
 */

export const SCAN_PATH_PREFIX = "/q/";
/** The same phone scanning the same code within this window counts once. */
export const SCAN_DEDUPE_MS = 10 * 60 * 1000;
/** A screen's scan code: random, URL-safe, unique over all screens. */
export const SCREEN_SCAN_CODE_LENGTH = 8;

export const SCAN_SOURCES = ["screen", "slideshow", "print"] as const;
export type ScanSource = (typeof SCAN_SOURCES)[number];
export const SCAN_ITEM_KINDS = ["style", "ad", "profile"] as const;
export type ScanItemKind = (typeof SCAN_ITEM_KINDS)[number];

/** What a code says, before anything is looked up. */
export type ScanCode =
  | { source: "screen"; kind: "style"; screenCode: string; itemId: string }
  | { source: "screen"; kind: "ad"; screenCode: string; itemId: string }
  | { source: "slideshow"; kind: "style"; itemId: string }
  | { source: "slideshow"; kind: "ad"; accountId: string; itemId: string }
  | { source: "print"; kind: "profile"; accountId: string }
  /** The card a screen shows when the shop is closed, or when no style is scheduled now (issue 34). */
  | { source: "screen"; kind: "profile"; screenCode: string; card: ShopCard };

/** The cards a screen shows instead of its styles (issue 34): the shop is closed, or nothing is scheduled now. */
export type ShopCard = "closed" | "shop";

const ID = "[0-9A-Za-z_-]{10}";
const SCREEN = `[0-9A-Za-z_-]{${SCREEN_SCAN_CODE_LENGTH}}`;
const PATTERNS = {
  t: new RegExp(`^t(${SCREEN})(${ID})$`),
  v: new RegExp(`^v(${ID})$`),
  a: new RegExp(`^a(${SCREEN})(${ID})$`),
  b: new RegExp(`^b(${ID})(${ID})$`),
  p: new RegExp(`^p(${ID})$`),
  k: new RegExp(`^k(${SCREEN})$`),
  s: new RegExp(`^s(${SCREEN})$`),
};
const isId = (id: string) => new RegExp(`^${ID}$`).test(id);

/** The code in a `/q/{code}` path, or null for anything that is not one (a 404 without a lookup). */
export function parseScanCode(code: string): ScanCode | null {
  const [, first = "", second = ""] = PATTERNS[code[0] as keyof typeof PATTERNS]?.exec(code) ?? [];
  if (!first) return null;
  switch (code[0]) {
    case "t":
      return { source: "screen", kind: "style", screenCode: first, itemId: second };
    case "a":
      return { source: "screen", kind: "ad", screenCode: first, itemId: second };
    case "v":
      return { source: "slideshow", kind: "style", itemId: first };
    case "b":
      return { source: "slideshow", kind: "ad", accountId: first, itemId: second };
    case "k":
      return { source: "screen", kind: "profile", screenCode: first, card: "closed" };
    case "s":
      return { source: "screen", kind: "profile", screenCode: first, card: "shop" };
    default:
      return { source: "print", kind: "profile", accountId: first };
  }
}

/**
 * The path of a slide's code: on a screen (its scan code known) it names
 * the screen; on a viewer the style alone (an ad: with the shop's account).
 * Null when an id is not one of ours (a code must fit 24 characters).
 */
export function slideScanPath(
  slide: { kind: "style" | "ad"; id: string },
  where: { screenCode: string | null; accountId: string },
): string | null {
  if (!isId(slide.id)) return null;
  const { screenCode, accountId } = where;
  if (screenCode) return `${SCAN_PATH_PREFIX}${slide.kind === "ad" ? "a" : "t"}${screenCode}${slide.id}`;
  if (slide.kind === "style") return `${SCAN_PATH_PREFIX}v${slide.id}`;
  return isId(accountId) ? `${SCAN_PATH_PREFIX}b${accountId}${slide.id}` : null;
}

/** The path of a card's code on a screen (counted for the screen); a viewer's card links to the page itself. */
export const cardScanPath = (card: ShopCard, screenCode: string) =>
  `${SCAN_PATH_PREFIX}${card === "closed" ? "k" : "s"}${screenCode}`;

/** The printed window sticker's path: the shop's about-me page, counted as a print scan. */
export const stickerScanPath = (accountId: string) => `${SCAN_PATH_PREFIX}p${accountId}`;

export const SCAN_TEXTS = {
  title: "Scans from your screens",
  intro:
    "Each time a phone scans the QR code on your TV (or your window sticker) it counts once. Scans per 100 plays show which styles make people reach for their phone.",
  perStyle: "Per style",
  perScreen: "Per screen",
  none: "No scans in this time yet.",
  total: (scans: number) => `${scans} ${scans === 1 ? "scan" : "scans"} in all`,
  count: (scans: number) => `${scans} ${scans === 1 ? "scan" : "scans"}`,
  /** Scans per 100 plays of one style (it may have been scanned from a sticker or a viewer without playing). */
  perHundred: (scans: number, plays: number) =>
    plays > 0 ? `${Number(((scans * 100) / plays).toFixed(1))} per 100 plays` : "no plays",
  sticker: "Window sticker",
  viewers: "Viewers of your public slideshow",
} as const;
