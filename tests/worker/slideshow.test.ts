import { env } from "cloudflare:test";
import type { Slideshow } from "@contract/slideshow";
import { insertAd } from "@workers/db/slideshow";
import { describe, expect, it } from "vitest";
import { callV1, createUser, json } from "../support/api";
import { addStyle } from "../support/styles";

/** GET /v1/slideshow/{account_id}: what a TV plays (issue 11). */

const show = async (accountId: string) => {
  const response = await callV1(`/slideshow/${accountId}`);
  return { response, body: await json<Slideshow>(response) };
};

/** An image ad straight in the database; a null file key is an ad without a payload. */
const addAd = (id: string, title: string, fileKey: string | null, coverKey: string | null = null) =>
  insertAd(env.DB, { id, title, contentType: "image/webp", fileKey, coverKey });

describe("GET /v1/slideshow/{account_id}", () => {
  it("answers the settings, the approved slideshow styles (newest first) and the ads", async () => {
    await addAd("ad-img-001", "Picture", "ads/ad-img-001/slide.webp", "ads/ad-img-001/thumb.webp");
    await addAd("ad-none-01", "No payload", null);
    const user = await createUser();
    await env.DB.prepare(
      "UPDATE accounts SET first_name = 'Sam', last_name = 'Stylist', device_orientation = 'portrait', qr_code = 0 WHERE id = ?",
    )
      .bind(user.accountId)
      .run();
    const first = await addStyle(user.accountId, { tags: ["#bob"] });
    const clip = await addStyle(user.accountId, { video: true });
    await addStyle(user.accountId, { approved: false });
    await addStyle(user.accountId, { show_in_slideshow: false });

    const { response, body } = await show(user.accountId);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = body.data;
    expect(data).toMatchObject({
      account_id: user.accountId,
      fullname: "Sam Stylist",
      device_orientation: "portrait",
      qr_code: false,
      loading_bar: true,
      ad_free: false,
      // What the TV needs to follow the shop's week by itself (issue 34).
      after_hours: "keep_playing",
      opening_hours: null,
      time_zone: "Europe/Berlin",
      avatar: null,
      booking_link: null,
    });
    expect(data.slides.map((slide) => slide.key).sort()).toEqual([`style:${first}`, `style:${clip}`].sort());
    const video = data.slides.find((slide) => slide.key === `style:${clip}`);
    expect(video?.media).toEqual([
      {
        type: "video",
        src: `/media/accounts/${user.accountId}/styles/${clip}/v.mp4`,
        still: `/media/accounts/${user.accountId}/styles/${clip}/a-thumb.webp`,
      },
    ]);
    expect(video?.caption).toBeNull();
    expect(data.slides.find((slide) => slide.key === `style:${first}`)?.caption).toBe("#bob");
    expect(data.ads).toContainEqual({
      id: "ad-img-001",
      title: "Picture",
      content_type: "image/webp",
      file: "/media/ads/ad-img-001/slide.webp",
      cover: "/media/ads/ad-img-001/thumb.webp",
      link: null,
    });
    expect(data.ads.find((ad) => ad.id === "ad-none-01")?.file).toBeNull();
  });

  it("sends no ads to GOLD or DIAMOND accounts", async () => {
    await addAd("ad-img-002", "Picture", "ads/x/slide.webp");
    for (const ability of ["GOLD", "DIAMOND"]) {
      const user = await createUser({ abilities: [ability] });
      await addStyle(user.accountId);
      const { body } = await show(user.accountId);
      expect(body.data.ad_free, ability).toBe(true);
      expect(body.data.ads, ability).toEqual([]);
      expect(body.data.slides, ability).toHaveLength(1);
    }
  });

  it("answers an account without styles with no slides", async () => {
    const user = await createUser();
    const { response, body } = await show(user.accountId);
    expect(response.status).toBe(200);
    expect(body.data.slides).toEqual([]);
  });

  it("is a 404 for an unknown, blocked or deleted account, and needs the API key", async () => {
    expect((await show("nobody1234")).response.status).toBe(404);
    const tooLong = await show("x".repeat(65));
    expect(tooLong.response.status).toBe(422);
    expect(tooLong.body).toMatchObject({ message: "account_id is too long", input_name: "account_id" });
    for (const status of ["blocked", "deleted"]) {
      const user = await createUser();
      await env.DB.prepare("UPDATE users SET status = ? WHERE account_id = ?").bind(status, user.accountId).run();
      const { response, body } = await show(user.accountId);
      expect(response.status, status).toBe(404);
      expect(body.message).toBe("No such slideshow");
    }
    const user = await createUser();
    expect((await callV1(`/slideshow/${user.accountId}`, { headers: { "X-API-Key": "wrong" } })).status).toBe(401);
  });
});
