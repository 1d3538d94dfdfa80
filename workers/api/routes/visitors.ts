import { COLORS, GENDERS, STYLES } from "@contract/portfolio";
import {
  GALLERY_PAGE_SIZE,
  galleryPageSchema,
  galleryQuerySchema,
  publicProfileSchema,
  publicStyleSchema,
  sitemapSchema,
} from "@contract/visitor";
import { OpenAPIHono } from "@hono/zod-openapi";
import { findPublicProfile, findPublicStyle, listSitemap, searchGallery } from "../../db/visitor-pages";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { route } from "../openapi";
import { ok } from "../respond";

const gallery = route("get", "/gallery", {
  summary:
    "Explore: approved styles shown in the gallery, searched (FTS5, prefix, accents folded) and filtered; promoted first",
  request: { query: galleryQuerySchema },
  data: galleryPageSchema,
  errors: [422],
});

const profile = route("get", "/accounts/{id}", {
  summary: "A public profile (by account or user id) with its approved styles",
  data: publicProfileSchema,
  errors: [404],
});

const style = route("get", "/styles/{id}", {
  summary: "An approved style with its media and 'Others also viewed this'",
  data: publicStyleSchema,
  errors: [404],
});

const sitemap = route("get", "/sitemap", {
  summary: "Public profiles and approved styles, for sitemap.xml",
  data: sitemapSchema,
});

/** A filter must be one of the style form's own choices: anything else is a 422, not an empty page. */
function choice(name: string, value: string | undefined, allowed: readonly string[]) {
  if (value === undefined || value === "") return undefined;
  if (!allowed.includes(value)) throw new ApiError(422, `${name} must be one of ${allowed.join(", ")}`, name);
  return value;
}

const MESSAGE_NOT_FOUND = "Not found";

/** `/v1/public/…`: what the visitor pages read (issue 10). No session; the API key as everywhere. */
export const visitors = new OpenAPIHono<ApiEnv>()
  .openapi(gallery, async (c) => {
    const query = c.req.valid("query");
    const page = Math.max(1, Number(query.page ?? 1));
    return ok(
      c,
      await searchGallery(c.env.DB, {
        q: query.q?.trim() || undefined,
        gender: choice("gender", query.gender, GENDERS),
        color: choice("color", query.color, COLORS),
        style: choice("style", query.style, STYLES),
        page,
        pageSize: GALLERY_PAGE_SIZE,
      }),
    );
  })
  .openapi(profile, async (c) => {
    const found = await findPublicProfile(c.env.DB, c.req.valid("param").id);
    if (!found) throw new ApiError(404, MESSAGE_NOT_FOUND);
    return ok(c, found);
  })
  .openapi(style, async (c) => {
    const found = await findPublicStyle(c.env.DB, c.req.valid("param").id);
    if (!found) throw new ApiError(404, MESSAGE_NOT_FOUND);
    return ok(c, found);
  })
  .openapi(sitemap, async (c) => ok(c, await listSitemap(c.env.DB)));
