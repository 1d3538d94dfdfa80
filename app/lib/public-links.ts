import { slugify } from "@contract/slug";

/**
 * Every address the visitor pages link to, built from what a stylist typed
 * (issue 10): canonical page paths with the company slug, and contact links
 * from "@handle", a full URL or a number with spaces.
 */

/** The company's slug, or a neutral one for an account without a company name yet. */
export const companySlug = (company: string | null | undefined) => slugify(company) || "stylist";

export const aboutMePath = (account: { account_id: string; company: string | null }) =>
  `/${companySlug(account.company)}/me?account_id=${encodeURIComponent(account.account_id)}`;

export const stylistPath = (account: { account_id: string; company: string | null }) =>
  `/${companySlug(account.company)}/stylist/${encodeURIComponent(account.account_id)}`;

export const styleDetailPath = (style: { id: string; company: string | null }) =>
  `/${companySlug(style.company)}/${encodeURIComponent(style.id)}/style`;

/** Spec §2: the slideshow route `/{company-slug}-{account_id}`. */
export const slideshowPath = (account: { account_id: string; company: string | null }) =>
  `/${companySlug(account.company)}-${account.account_id}`;

const SAFE_URL = /^https?:\/\/[^\s<>"'`]+$/i;

/** Website and order links get https:// when typed without a scheme (spec §2); anything odd is no link. */
export function webLink(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || /^[a-z][\w+.-]*:(?!\/\/)/i.test(text)) return null;
  const url = /^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, "")}`;
  return SAFE_URL.test(url) ? url : null;
}

/** Digits of a phone number with its leading + (spaces, dashes, slashes and brackets dropped). */
function phoneDigits(value: string) {
  const digits = value.replace(/[^\d+]/g, "");
  const normalized = digits.startsWith("00") ? `+${digits.slice(2)}` : digits;
  return /^\+?\d{5,15}$/.test(normalized) ? normalized : null;
}

export function telLink(value: string | null | undefined): string | null {
  const digits = value ? phoneDigits(value) : null;
  return digits ? `tel:${digits}` : null;
}

/** wa.me wants the number in international form without + or leading zeros. */
export function whatsappLink(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const fromUrl = text.match(/^(?:https?:\/\/)?(?:wa\.me|api\.whatsapp\.com\/send\?phone=)\/?\+?(\d{5,15})/i);
  const digits = fromUrl?.[1] ?? phoneDigits(text)?.replace(/^\+/, "");
  return digits ? `https://wa.me/${digits}` : null;
}

/** A handle from "@name", "name", "t.me/name", "https://www.instagram.com/name/?hl=de"… */
function handleFrom(value: string | null | undefined, hosts: RegExp, pattern: RegExp): string | null {
  const text = value?.trim();
  if (!text) return null;
  const path = text.replace(/^https?:\/\//i, "").replace(hosts, "");
  const handle = path.replace(/^@/, "").split(/[/?#]/)[0]?.replace(/^@/, "");
  return handle && pattern.test(handle) ? handle : null;
}

export function telegramLink(value: string | null | undefined): string | null {
  const handle = handleFrom(value, /^(?:www\.)?(?:t\.me|telegram\.me)\//i, /^[A-Za-z0-9_]{3,32}$/);
  return handle ? `https://t.me/${handle}` : null;
}

export function instagramLink(value: string | null | undefined): string | null {
  const handle = handleFrom(value, /^(?:www\.)?(?:instagram\.com|instagr\.am)\//i, /^[A-Za-z0-9._]{1,30}$/);
  return handle ? `https://www.instagram.com/${handle}/` : null;
}

/** Facebook pages are names or `profile.php?id=…`: a full facebook.com URL is kept as typed. */
export function facebookLink(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^(?:https?:\/\/)?(?:[a-z]+\.)?(?:facebook\.com|fb\.com|fb\.me)\//i.test(text)) {
    const url = /^https?:\/\//i.test(text) ? text : `https://${text}`;
    return SAFE_URL.test(url) ? url : null;
  }
  const handle = handleFrom(text, /^$/, /^[A-Za-z0-9.]{1,50}$/);
  return handle ? `https://www.facebook.com/${handle}` : null;
}

export type ContactButton = { key: string; label: string; href: string; external: boolean };

type Contacts = {
  domain: string | null;
  booking_link: string | null;
  telephone: string | null;
  whatsapp: string | null;
  telegram: string | null;
  instagram: string | null;
  facebook: string | null;
};

/**
 * The shop's channels (issue 25: contact first), each only when filled (and
 * usable): spec §2's buttons in its order, booking and contact first —
 * Website, which says least about booking a chair, moves after Instagram,
 * and Slideshow is no channel (the pages show it as a quiet link for shop
 * owners). Labels say what happens.
 */
export function contactButtons(profile: Contacts): ContactButton[] {
  const buttons: [string, string, string | null][] = [
    ["book", "Book online", webLink(profile.booking_link)],
    ["call", "Call", telLink(profile.telephone)],
    ["whatsapp", "WhatsApp", whatsappLink(profile.whatsapp)],
    ["telegram", "Telegram", telegramLink(profile.telegram)],
    ["instagram", "Instagram", instagramLink(profile.instagram)],
    ["website", "Website", webLink(profile.domain)],
    ["facebook", "Facebook", facebookLink(profile.facebook)],
  ];
  return buttons.flatMap(([key, label, href]) =>
    href ? [{ key, label, href, external: !href.startsWith("tel:") }] : [],
  );
}

/**
 * The two channels a phone keeps at the bottom of the screen: Book online,
 * else Call; then WhatsApp, else the next channel there is.
 */
export function quickContacts(buttons: ContactButton[]): ContactButton[] {
  const first = buttons.find((button) => button.key === "book") ?? buttons.find((button) => button.key === "call");
  const rest = buttons.filter((button) => button !== first);
  const second = rest.find((button) => button.key === "whatsapp") ?? rest[0];
  return [first ?? second, first ? second : rest[1]].filter((button): button is ContactButton => Boolean(button));
}
