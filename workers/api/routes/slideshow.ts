import { getSlideshow } from "@contract/endpoints/slideshow";
import { shopScanPromise } from "@contract/slide-offer";
import { isAdFree, SLIDESHOW_MESSAGES } from "@contract/slideshow";
import { OpenAPIHono } from "@hono/zod-openapi";
import { findSlideshowAccount, listAds, listSlideshowSlides } from "../../db/slideshow";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { ok } from "../respond";
import { route } from "../route";

const show = route(getSlideshow);

/** `/v1/slideshow/…`: the slideshow player's data (spec §2 Slideshow player, §6, §9). */
export const slideshow = new OpenAPIHono<ApiEnv>().openapi(show, async (c) => {
  const db = c.env.DB;
  const account = await findSlideshowAccount(db, c.req.valid("param").account_id);
  if (!account) throw new ApiError(404, SLIDESHOW_MESSAGES.notFound);
  const adFree = isAdFree(account.abilities);
  const [slides, ads] = await Promise.all([listSlideshowSlides(db, account), adFree ? [] : listAds(db)]);
  return ok(c, {
    account_id: account.id,
    fullname: [account.first_name, account.last_name].filter(Boolean).join(" "),
    company: account.company,
    device_orientation: account.device_orientation,
    qr_code: account.qr_code,
    loading_bar: account.loading_bar,
    after_hours: account.after_hours,
    show_prices: account.show_prices,
    avatar: account.avatar,
    booking_link: account.booking_link,
    scan: shopScanPromise(account),
    opening_hours: account.opening_hours,
    time_zone: account.time_zone,
    ad_free: adFree,
    slides,
    ads,
  });
});
