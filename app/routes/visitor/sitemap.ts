import { getSitemap } from "@contract/endpoints/visitor";
import { aboutMePath, styleDetailPath, stylistPath } from "@contract/public-paths";
import { api } from "~/lib/api-client.server";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);

/** sitemap.xml: Home, Explore, every public profile (about-me and stylist card) and every approved style. */
export async function loader(args: Route.LoaderArgs) {
  const origin = new URL(args.request.url).origin;
  const result = await api(args, getSitemap);
  if (!result.ok) return new Response("Sitemap unavailable", { status: 503, headers: { "Retry-After": "60" } });
  const url = (path: string, lastmod?: string) =>
    `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}</url>`;
  const entries = [
    url("/"),
    url("/explore"),
    ...result.data.accounts.flatMap((account) => [
      url(aboutMePath(account), account.updated_at),
      url(stylistPath(account), account.updated_at),
    ]),
    ...result.data.styles.map((style) => url(styleDetailPath(style), style.updated_at)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
