import {
  galleryPageSchema,
  galleryQuerySchema,
  publicProfileSchema,
  publicStyleSchema,
  sitemapSchema,
} from "../visitor";
import { endpoint } from "./define";

/** `/v1/public/…`: what the visitor pages read (issue 10). No session; the API key as everywhere. */

export const getGallery = endpoint({
  method: "get",
  path: "/public/gallery",
  summary:
    "Explore: approved styles shown in the gallery, searched (FTS5, prefix, accents folded) and filtered; promoted first",
  caller: "none",
  request: { query: galleryQuerySchema },
  data: galleryPageSchema,
  errors: [422],
});

export const getPublicProfile = endpoint({
  method: "get",
  path: "/public/accounts/{id}",
  summary: "A public profile (by account or user id) with its opening hours, schema.org type and approved styles",
  caller: "none",
  data: publicProfileSchema,
  errors: [404],
});

export const getPublicStyle = endpoint({
  method: "get",
  path: "/public/styles/{id}",
  summary:
    "An approved style with its media, its shop's contact channels and opening hours, and 'Others also viewed this' (shared tags or the same shop); 410 once its client withdrew their consent",
  caller: "none",
  data: publicStyleSchema,
  errors: [404, 410],
});

export const getSitemap = endpoint({
  method: "get",
  path: "/public/sitemap",
  summary: "Public profiles and approved styles, for sitemap.xml",
  caller: "none",
  data: sitemapSchema,
});
