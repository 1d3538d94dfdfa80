/**
 * The contact links the visitor pages show, built from what a stylist typed
 * (issue 10): from "@handle", a full URL or a number with spaces. The pages
 * show them, and a tap's redirect (issue 36) leads to them. The pages' own
 * paths are in contract/public-paths.ts (a scan's redirect needs them too).
 */

import { TAP_CHANNEL_LABELS, type TapChannel, tapPath } from "./visits";

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

export type ContactButton = {
  key: TapChannel;
  label: string;
  href: string;
  /** Call's tap is counted by a ping (`<a ping>`): its link stays `tel:`. */
  ping: string | null;
  external: boolean;
};

export type Contacts = {
  domain: string | null;
  booking_link: string | null;
  telephone: string | null;
  whatsapp: string | null;
  telegram: string | null;
  instagram: string | null;
  facebook: string | null;
};

type Address = { address: string | null; zip_code: string | null; city: string | null; country?: string | null };

/**
 * The shop's channels (issue 25: contact first), each only when filled (and
 * usable): spec §2's buttons in its order, booking and contact first —
 * Website, which says least about booking a chair, moves after Instagram,
 * and Slideshow is no channel (the pages show it as a quiet link for shop
 * owners). Labels say what happens. The links are where each leads.
 */
export function contactChannels(profile: Contacts): { key: TapChannel; label: string; link: string }[] {
  const channels: [TapChannel, string | null][] = [
    ["book", webLink(profile.booking_link)],
    ["call", telLink(profile.telephone)],
    ["whatsapp", whatsappLink(profile.whatsapp)],
    ["telegram", telegramLink(profile.telegram)],
    ["instagram", instagramLink(profile.instagram)],
    ["website", webLink(profile.domain)],
    ["facebook", facebookLink(profile.facebook)],
  ];
  return channels.flatMap(([key, link]) => (link ? [{ key, label: TAP_CHANNEL_LABELS[key], link }] : []));
}

/** A route to the shop in the phone's maps app, when it has a street and a town. */
export function directionsLink(place: Address): string | null {
  const town = [place.zip_code, place.city].filter(Boolean).join(" ");
  if (!place.address?.trim() || !town.trim()) return null;
  const destination = [place.address, town, place.country].filter(Boolean).join(", ");
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Where a tap on `channel` leads (the tap's redirect), null when the shop has no such channel. */
export function channelLink(profile: Contacts & Address, channel: TapChannel): string | null {
  if (channel === "directions") return directionsLink(profile);
  return contactChannels(profile).find((entry) => entry.key === channel)?.link ?? null;
}

/**
 * The buttons a visitor page shows for the shop's channels. With `tap` (the
 * shop's account, the page's style and the scan's code it came from) each is
 * counted (issue 36): web links go through the tap's redirect, Call keeps
 * `tel:` and pings it.
 */
export function contactButtons(
  profile: Contacts,
  tap?: { accountId: string; styleId?: string | null; via?: string | null },
): ContactButton[] {
  return contactChannels(profile).map(({ key, label, link }) => {
    const counted = tap ? tapPath(key, tap.accountId, tap) : null;
    const call = link.startsWith("tel:");
    return {
      key,
      label,
      href: call || !counted ? link : counted,
      ping: call ? counted : null,
      external: !call,
    };
  });
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
