import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { withDevTools } from "../scripts/dev-tools.mjs";

/** Spec §2: routes are strict and case-sensitive, so `/Explore` is a 404. */
function caseSensitive(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    caseSensitive: true,
    ...(entry.children ? { children: caseSensitive(entry.children) } : {}),
  }));
}

/**
 * The screen pages (issue 21): a TV's /tv and its slideshow fill the screen, without the site's header, footer,
 * cookie banner and toasts, and without their code. Every other route is in the site's layout, which brings them.
 */
const SCREEN_PAGES = new Set(["routes/tv/tv.tsx", "routes/slideshow/slideshow.tsx"]);

/** The routes, case-sensitive, each page but the screen pages in the site's layout (routes/site-layout.tsx). */
function siteRoutes(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  const screens = entries.filter((entry) => SCREEN_PAGES.has(entry.file));
  const site = entries.filter((entry) => !SCREEN_PAGES.has(entry.file));
  return caseSensitive([...screens, layout("routes/site-layout.tsx", site)]);
}

export default siteRoutes([
  index("routes/home.tsx"),
  route("explore", "routes/explore.tsx"),
  route("cookie-consent", "routes/cookie-consent.ts"),
  route("faq", "routes/faq.ts"),
  route("login", "routes/auth/login.tsx", { id: "routes/login" }),
  route("tv", "routes/tv/tv.tsx"),
  route("tv/pair", "routes/tv/tv-pair.tsx"),
  route("link", "routes/tv/link.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("register/verify-code", "routes/auth/verify-referral-code.ts"),
  route("password/reset", "routes/auth/password-reset.tsx"),
  route("confirm_email", "routes/auth/confirm-email.ts"),
  route("logout", "routes/auth/logout.tsx"),
  // A client's consent (issue 35): the page a stylist's link opens, and the withdrawal in the client's copy.
  route("consent/:token", "routes/consent/consent-link.tsx"),
  route("consent/withdraw/:token", "routes/consent/consent-withdraw.tsx"),
  // "Request removal" (issue 35): anyone asks from a style page, and confirms by the mail's link.
  route("removal/request/:styleId", "routes/removal/request-removal.tsx"),
  route("removal/:token", "routes/removal/confirm-removal.tsx"),
  // The weekly summary's unsubscribe link (issue 36): a page for a person, and the one-click POST of RFC 8058.
  route("unsubscribe/:code", "routes/unsubscribe/unsubscribe.tsx"),
  route("unsubscribe/:code/one-click", "routes/unsubscribe/one-click.ts"),
  layout("routes/legal/layout.tsx", [
    route("imprint", "routes/legal/imprint.tsx"),
    route("data-privacy", "routes/legal/data-privacy.tsx"),
    route("cookies", "routes/legal/cookies.tsx"),
    route("legal", "routes/legal/terms.tsx"),
    route("copyright", "routes/legal/copyright.tsx"),
  ]),
  route("accounts/:accountId", "routes/account/layout.tsx", [
    index("routes/account/profile.tsx"),
    route("security", "routes/account/security.tsx"),
    route("referral", "routes/account/referral.tsx"),
    route("settings", "routes/account/settings.tsx"),
    route("settings/mail", "routes/account/mail-settings.ts"),
    route("screens", "routes/account/screens.tsx"),
    route("insights", "routes/account/insights.tsx"),
    route("services", "routes/account/services.tsx"),
    route("insights.csv", "routes/account/insights-csv.ts"),
    route("avatar", "routes/account/avatar.ts"),
    route("address-suggestions", "routes/account/address-suggestions.ts"),
  ]),
  // The stylist's styles (spec §2), owner only (the layout's guard). Their first segment is an account id,
  // as it will be for the public routes still to come (/{barbershop_name}/me, /{barbershop_name}/stylist/{id},
  // /{barbershop_name}/{portfolio_id}/style, /{slug-account_id}): React Router ranks a static segment above a
  // dynamic one, so /x/portfolios, /x/styles… and /x/style/… stay here, and a pathless layout adds no
  // /{anything} match of its own. Only /x/style/style could also be /{barbershop}/{portfolio_id}/style, and no
  // id is "style" (ids are 10 characters); `styles/save` outranks `styles/:styleId` for the same reason.
  layout("routes/styles/layout.tsx", [
    route(":accountId/portfolios", "routes/styles/portfolios.tsx"),
    route(":accountId/styles/:styleId?", "routes/styles/style-editor.tsx"),
    route(":accountId/styles/:styleId?/save", "routes/styles/save-style.ts"),
    route(":accountId/styles/:styleId/payment", "routes/styles/payment.tsx"),
    route(":accountId/styles/:styleId/consent", "routes/styles/style-consent.tsx"),
    route(":accountId/styles/:styleId/consent-log.csv", "routes/styles/consent-log-csv.ts"),
    route(":accountId/style/:styleId?", "routes/styles/remove-style.tsx"),
  ]),
  // The admin console (spec §2): a layout with the guard and the tabs, a route per tab and per detail sub-tab.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.ts"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("subscribers/:accountId", "routes/admin/subscriber-detail.tsx"),
    route("subscribers/:accountId/consent-log/:styleId", "routes/admin/consent-log.tsx"),
    route("subscribers/:accountId/consent-log/:styleId/download", "routes/admin/consent-log-download.ts"),
    route("requests", "routes/admin/requests.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("analytics/:accountId", "routes/admin/analytics-detail.tsx"),
    route("ads", "routes/admin/ads.tsx"),
    route("removal-requests", "routes/admin/removal-requests.tsx"),
  ]),
  // Visitor pages (issue 10). Their first segment is the company slug; a stale slug redirects (301) to the current one.
  route(":barbershop/me", "routes/visitor/about-me.tsx"),
  route(":barbershop/stylist/:stylistId", "routes/visitor/stylist.tsx"),
  route(":barbershop/:styleId/style", "routes/visitor/style-detail.tsx"),
  route("robots.txt", "routes/visitor/robots.ts"),
  route("sitemap.xml", "routes/visitor/sitemap.ts"),
  // Development pages: `npm run build` (DEV_TOOLS=off) leaves them out of the production build (ADR 23).
  ...(withDevTools
    ? [
        route("dev/outbox", "routes/dev/outbox.tsx"),
        route("dev/ui", "routes/dev/ui.tsx"),
        route("dev/conversion", "routes/dev/conversion.tsx"),
      ]
    : []),
  // The TV slideshow /{slug}-{account_id} (issue 11): one dynamic segment, so every static route outranks it;
  // its loader answers 404 for anything that is not a playable account (`/Explore` included).
  route(":slideshow", "routes/slideshow/slideshow.tsx"),
  route(":slideshow/playlist", "routes/slideshow/playlist.ts"),
  route(":slideshow/manifest.webmanifest", "routes/slideshow/manifest.ts"),
  // The account's printable QR codes (spec §2 /{account_id}/qr_code, owner only) and their downloads.
  route(":accountId/qr_code", "routes/slideshow/qr-code.tsx"),
  route(":accountId/qr_code/:file", "routes/slideshow/qr-file.ts"),
  route("404", "routes/not-found.tsx", { id: "routes/404" }),
  route("*", "routes/not-found.tsx"),
]) satisfies RouteConfig;
