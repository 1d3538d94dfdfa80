import { slugify } from "./slug";

/**
 * The canonical paths of the public pages (spec §2), with the company slug:
 * the pages link to them, and a scan's redirect (issue 24) leads to them.
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

/**
 * The cached pages a style shows on (issue 35: dropped from the edge cache when its consent ends): its page, its
 * shop's about-me and stylist pages, Home, Explore's first page and the sitemap.
 */
export const pagesShowingStyle = (style: { id: string; account_id: string; company: string | null }) => [
  styleDetailPath(style),
  aboutMePath(style),
  stylistPath(style),
  "/",
  "/explore",
  "/sitemap.xml",
];

/** "Request removal" of a style (issue 35): anyone, no login. */
export const removalRequestPath = (styleId: string) => `/removal/request/${encodeURIComponent(styleId)}`;
