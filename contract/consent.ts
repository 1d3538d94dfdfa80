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

/**
 * Where a style stands with its consent: a client's given, waited for or withdrawn; or taken down by its owner or
 * the admin after a removal request, whoever is in it (null: no client in it, not taken down).
 */
export const CONSENT_STATES = ["given", "waiting", "withdrawn", "taken_down"] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** Gone for good from every channel: its page answers 410, its files are refused, deleted after 30 days. */
export const isGone = (state: ConsentState | null) => state === "withdrawn" || state === "taken_down";

/**
 * A client's consent was given (and may have ended) for the style: it stays a client's, so no one can publish it
 * again by saying nobody is in it.
 */
export const hasConsentRecord = (state: ConsentState | null) => state === "given" || state === "withdrawn";

/** How a consent was given: on the stylist's phone in the shop, or on the client's own phone from a link. */
export const CONSENT_WAYS = ["in_shop", "link"] as const;
export type ConsentWay = (typeof CONSENT_WAYS)[number];

/** Who ended a consent; `replaced`: the client gave a new one, which stands instead. */
export type WithdrawnBy = "client" | "owner" | "admin" | "replaced";

/**
 * The version of the words a client agrees to: kept with each consent, so the
 * record says what was agreed. Change it whenever CONSENT_TEXT changes.
 */
export const CONSENT_TEXT_VERSION = "2026-11-28";

/** What a client reads for the shop: its company name, or "the shop" where it gave none. */
export const shopCalled = (company: string | null | undefined) => company?.trim() || "the shop";

/** A text at the start of a sentence ("the shop asks…" → "The shop asks…"). */
export const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A consent link works this long, once (migration 0022 `consent_links`). */
export const CONSENT_LINK_DAYS = 7;

/**
 * What the client reads before "I agree", on the stylist's phone or their own
 * (issue 35 point 8): short, plain, readable on a phone. Its version is
 * CONSENT_TEXT_VERSION.
 */
export const CONSENT_TEXT = {
  title: (shop: string) => `May ${shop} show these photos of you?`,
  intro: (shop: string) =>
    `${sentenceStart(shop)} would like to show the photos below. Choose where. You can say no, or change your mind at any time.`,
  channelsLegend: "Where the photos may be shown",
  channelHints: {
    pages: "The shop's pages on Stylecast, Stylecast's Explore gallery, and search engines that find them",
    screens: "The TV screens in the shop",
  },
  name: "Your name",
  email: "Your e-mail (optional)",
  emailHint: "We send you a copy with a link to withdraw at any time.",
  agree: "I agree",
  more: "How we keep and use your photos",
  withdrawHow: (shop: string) =>
    `To withdraw, use the link in your copy, or ask ${shop}. The photos then come down from the pages at once and from the screens within seconds.`,
} as const;

export const CONSENT_MESSAGES = {
  given: "Thank you: your consent is saved",
  givenInShop: "The client's consent is saved",
  withdrawn: "Consent withdrawn: the photos are coming down everywhere",
  alreadyWithdrawn: "This consent has already been withdrawn",
  linkMade: "A consent link is ready: send it to your client",
  linkMailed: "The consent link is on its way to your client",
  linkGone: "This link has been used or has expired. Ask the shop for a new one.",
  notFound: "Style not found",
  nameRequired: "Enter your name",
  nameTooLong: "Your name is too long (100 characters at most)",
  emailInvalid: "Enter a valid e-mail address, or leave it empty",
  noChannel: "Choose at least one place where the photos may be shown",
  notAgreed: "Press “I agree” to give your consent",
  subjectSaved: "Saved: who is in the style",
  staysClients: "A client's consent is on record for this style: it stays a client's",
  takenDown: "This photo was taken down at the request of the person in it.",
} as const;
