import type { Route } from "./+types/robots";

/** robots.txt: visitor pages are open to search engines; accounts, admin, dev pages and the API are not. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Disallow: /accounts/",
    "Disallow: /admin",
    "Disallow: /dev/",
    "Disallow: /v1/",
    "Disallow: /login",
    "Disallow: /tv",
    "Disallow: /register",
    "Disallow: /password/",
    "Disallow: /*/portfolios",
    "Disallow: /*/styles",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
