import { CONSENT_MESSAGES, isGone } from "@contract/consent";
import { getGallery, getPublicProfile, getPublicStyle, getSitemap } from "@contract/endpoints/visitor";
import { GALLERY_PAGE_SIZE } from "@contract/visitor";
import { OpenAPIHono } from "@hono/zod-openapi";
import { findConsentState } from "../../db/consents";
import { findPublicProfile, findPublicStyle, listSitemap, searchGallery } from "../../db/visitor-pages";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { ok } from "../respond";
import { route } from "../route";

const gallery = route(getGallery);
const profile = route(getPublicProfile);
const style = route(getPublicStyle);
const sitemap = route(getSitemap);

const MESSAGE_NOT_FOUND = "Not found";

/** `/v1/public/…`: what the visitor pages read (issue 10). No session; the API key as everywhere. */
export const visitor = new OpenAPIHono<ApiEnv>()
  .openapi(gallery, async (c) => {
    const query = c.req.valid("query");
    const page = Math.max(1, Number(query.page ?? 1));
    return ok(
      c,
      await searchGallery(c.env.DB, {
        q: query.q?.trim() || undefined,
        // galleryQuerySchema has held each filter to the style form's choices (or empty, which searchGallery skips).
        gender: query.gender,
        color: query.color,
        style: query.style,
        service: query.service?.trim() || undefined,
        priceMax: query.price_max ? Number(query.price_max) : undefined,
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
    const id = c.req.valid("param").id;
    const found = await findPublicStyle(c.env.DB, id);
    if (found) return ok(c, found);
    // Taken down at the request of the person in it: gone for good, and said so (issue 35).
    if (isGone(await findConsentState(c.env.DB, id))) throw new ApiError(410, CONSENT_MESSAGES.takenDown);
    throw new ApiError(404, MESSAGE_NOT_FOUND);
  })
  .openapi(sitemap, async (c) => ok(c, await listSitemap(c.env.DB)));
