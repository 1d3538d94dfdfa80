import { ADMIN_MESSAGES, adLink, MAX_AD_TITLE } from "@contract/admin";
import { isPlainText } from "@contract/plain-text";
import type { Context } from "hono";
import type { NewAdUpload } from "../media/ad-media";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./errors";
import { checkFile, readMultipart } from "./upload-checks";

/**
 * A new ad's multipart form (spec §7 admin ads): one file, its title (the
 * file's name when none is given), its link, and a video's poster; a
 * picture's poster is not read. Whatever is wrong is a 422 on its field.
 */
export async function readNewAd<E extends ApiEnv>(c: Context<E>): Promise<NewAdUpload> {
  const form = await readMultipart(c, "the ad");
  const files = form.getAll("images");
  if (files.length > 1) throw new ApiError(422, ADMIN_MESSAGES.oneAdFile, "images");
  const file = await checkFile(c.env.IMAGES, files[0] ?? null, "images");
  const rawTitle = form.get("title");
  const title = (typeof rawTitle === "string" && rawTitle.trim()) || file.filename.replace(/\.[^.]*$/, "") || "Ad";
  if (title.length > MAX_AD_TITLE) throw new ApiError(422, ADMIN_MESSAGES.adTitleTooLong, "title");
  if (!isPlainText(title)) throw new ApiError(422, ADMIN_MESSAGES.adTitleControlCharacters, "title");
  const link = adLink(form.get("link"));
  if (link === undefined) throw new ApiError(422, ADMIN_MESSAGES.adLinkInvalid, "link");
  const poster = form.get("poster");
  const posterFile =
    file.media.kind === "video" && poster !== null
      ? await checkFile(c.env.IMAGES, poster, "poster", { kind: "image" })
      : null;
  return { title, link, file, poster: posterFile };
}

/** The field an ad's picture came in: what a picture the pipeline cannot read is reported on. */
export const adPictureField = (ad: NewAdUpload) => (ad.file.media.kind === "image" ? "images" : "poster");
