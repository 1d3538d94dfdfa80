/**
 * Who is in a style and where its client let it show (issue 35). Zod-free:
 * the player's bundle and the pages read these words too.
 */

/** 'none': no recognisable person (hair from behind, products, the shop); 'client': a client who must agree. */
export const SUBJECTS = ["none", "client"] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Where a style can show: the public pages (about-me, stylist, style, Explore, search) and the shop's screens. */
export const CHANNELS = ["pages", "screens"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Where a style may show now, by its subject and the consent that stands (null subject: not recorded yet). */
export type Channels = Record<Channel, boolean>;

export const SUBJECT_LABELS: Record<Subject, string> = {
  none: "No recognisable person",
  client: "A client",
};

export const CHANNEL_LABELS: Record<Channel, string> = {
  pages: "Our web pages and Explore",
  screens: "The screens in our shop",
};

/** How a consent was given: on the stylist's phone in the shop, or on the client's own phone from a link. */
export const CONSENT_WAYS = ["in_shop", "link"] as const;
export type ConsentWay = (typeof CONSENT_WAYS)[number];

/** Who ended a consent; `replaced`: the client gave a new one, which stands instead. */
export type WithdrawnBy = "client" | "owner" | "admin" | "replaced";

/**
 * The version of the words a client agrees to: kept with each consent, so the
 * record says what was agreed. Change it whenever CONSENT_TEXT changes.
 */
export const CONSENT_TEXT_VERSION = "2026-11-27";
