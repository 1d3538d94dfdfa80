import { env } from "cloudflare:test";
import { BEFORE_FIELDS, BEFORE_MESSAGES } from "@contract/before-picture";
import type { Slideshow } from "@contract/slideshow";
import type { Style } from "@contract/style";
import { fileRejectedMessage } from "@contract/uploads";
import type { GalleryPage, PublicStyle } from "@contract/visitor";
import { solidPng } from "@workers/dev/png";
import { describe, expect, it } from "vitest";
import { callV1, json, signedIn } from "../support/api";
import { IMAGE_POLYGLOTS, realMp4 } from "../support/media-fixtures";
import { postStyle, sendForm } from "../support/send-form";

/**
 * Issue 37 point 5: a style's before picture goes through the same checks
 * and variants as every picture, is never the cover nor one of the style's
 * shown pictures (Explore, Open Graph's picture, the slideshow's slides), and
 * goes with its files when removed.
 */

type Files = { field: string; bytes: Uint8Array<ArrayBuffer>; name: string; type?: string }[];

function styleForm(files: Files) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ gender: "female", color: "blonde", style: "long", tags: "bob" }))
    form.set(name, value);
  for (const file of files)
    form.append(file.field, new File([file.bytes], file.name, { type: file.type ?? "image/png" }));
  return form;
}

const objectsOf = async (accountId: string) =>
  (await env.MEDIA.list({ prefix: `accounts/${accountId}/styles/` })).objects.map((object) => object.key);
const count = async (sql: string, value: string) => (await env.DB.prepare(sql).bind(value).first<{ n: number }>())?.n;

/** A picture style with a before picture, approved, whose before picture is put first of its items (the worst case for a read that forgets it). */
async function beforeAfterStyle() {
  const user = await signedIn();
  const response = await postStyle(
    user.headers,
    styleForm([
      { field: "images", bytes: await solidPng(40, 50), name: "after.png" },
      { field: BEFORE_FIELDS.image, bytes: await solidPng(40, 50, [200, 30, 30]), name: "before.png" },
    ]),
  );
  expect(response.status).toBe(201);
  const { data } = await json<Style>(response);
  await env.DB.prepare("UPDATE portfolios SET is_approved = 1 WHERE id = ?").bind(data.id).run();
  await env.DB.prepare("UPDATE payload_items SET position = -1 WHERE is_before = 1 AND portfolio_id = ?")
    .bind(data.id)
    .run();
  const before = data.attributes.payload.find((item) => item.is_before);
  const after = data.attributes.payload.find((item) => !item.is_before);
  if (!before || !after) throw new Error("the style has no before and after");
  return { user, style: data, before, after };
}

describe("a style's before picture", () => {
  it("is saved from the form's own field with its variants: one is_before item, never the cover nor a shown picture", async () => {
    const { user, style, before, after } = await beforeAfterStyle();
    expect(style.attributes.payload.filter((item) => item.is_before)).toHaveLength(1);
    expect(before.is_cover).toBe(false);
    expect(after.is_cover).toBe(true);
    expect(before.filename).toBe("before.png");
    expect(style.attributes.images).toEqual([after.slideshow_16x9]);
    // The same variants as any picture: webp slide, thumb, cover and a picture set, under the style's keys.
    for (const url of [before.slideshow_16x9, before.thumb, before.cover])
      expect(url).toMatch(new RegExp(`^/media/accounts/${user.accountId}/styles/${style.id}/${before.id}-`));
    expect(before.pictures).not.toBeNull();
    const keys = await objectsOf(user.accountId);
    expect(keys.filter((key) => key.includes(`/${before.id}-`)).length).toBeGreaterThanOrEqual(5);
  });

  it("is refused when it is not a picture: a 422 on its field, and nothing stored", async () => {
    const user = await signedIn();
    const [spoof] = IMAGE_POLYGLOTS;
    if (!spoof) throw new Error("no polyglot");
    const bytes = await spoof.bytes();
    const response = await postStyle(
      user.headers,
      styleForm([
        { field: "images", bytes: await solidPng(40, 50), name: "after.png" },
        { field: BEFORE_FIELDS.image, bytes, name: spoof.name, type: spoof.type },
      ]),
    );
    expect(response.status).toBe(422);
    const body = await json(response);
    expect(body.input_name).toBe(BEFORE_FIELDS.image);
    expect(body.message).toBe(fileRejectedMessage(bytes.length));
    expect(await objectsOf(user.accountId)).toEqual([]);
    expect(await count("SELECT COUNT(*) AS n FROM portfolios WHERE account_id = ?", user.accountId)).toBe(0);
  });

  it("is refused on a video style, new or edited", async () => {
    const user = await signedIn();
    const video = [
      { field: "video", bytes: realMp4(), name: "clip.mp4", type: "video/mp4" },
      { field: "poster", bytes: await solidPng(36, 64), name: "clip.png" },
    ];
    const refused = await postStyle(
      user.headers,
      styleForm([...video, { field: BEFORE_FIELDS.image, bytes: await solidPng(40, 50), name: "before.png" }]),
    );
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({
      message: BEFORE_MESSAGES.notWithVideo,
      input_name: BEFORE_FIELDS.image,
    });
    expect(await objectsOf(user.accountId)).toEqual([]);

    const { data } = await json<Style>(await postStyle(user.headers, styleForm(video)));
    const edit = styleForm([{ field: BEFORE_FIELDS.image, bytes: await solidPng(40, 50), name: "before.png" }]);
    const response = await sendForm(`/users/portfolios/${data.id}`, "PUT", user.headers, edit);
    expect(response.status).toBe(422);
    expect((await json(response)).input_name).toBe(BEFORE_FIELDS.image);
  });

  it("is never what Explore, the style's page (Open Graph's picture) or the slideshow show for the style", async () => {
    const { user, style, before, after } = await beforeAfterStyle();
    const gallery = await json<GalleryPage>(await callV1("/public/gallery?q=bob"));
    const card = gallery.data.styles.find((each) => each.id === style.id);
    expect(card?.cover).toBe(after.cover);

    const page = await json<PublicStyle>(await callV1(`/public/styles/${style.id}`));
    expect(page.data.media.map((media) => media.id)).toEqual([after.id]);
    expect(page.data.before?.id).toBe(before.id);
    expect(page.data.before?.pictures).not.toBeNull();

    const show = await json<Slideshow>(await callV1(`/slideshow/${user.accountId}`));
    const slide = show.data.slides.find((each) => each.key === `style:${style.id}`);
    expect(slide?.media.map((media) => media.src)).toEqual([after.slideshow_16x9]);
    expect(slide?.before).toBe(before.slideshow_16x9);
    expect(show.data.slides.some((each) => each.media.some((media) => media.src === before.slideshow_16x9))).toBe(
      false,
    );
  });

  it("is replaced by a new one, and removed on edit with its files", async () => {
    const { user, style, before } = await beforeAfterStyle();
    const replace = styleForm([{ field: BEFORE_FIELDS.image, bytes: await solidPng(30, 40), name: "again.png" }]);
    const replaced = await json<Style>(await sendForm(`/users/portfolios/${style.id}`, "PUT", user.headers, replace));
    const [next, ...others] = replaced.data.attributes.payload.filter((item) => item.is_before);
    expect(others).toEqual([]);
    expect(next?.filename).toBe("again.png");
    expect(replaced.data.attributes.is_approved).toBe(false);
    expect((await objectsOf(user.accountId)).some((key) => key.includes(`/${before.id}-`))).toBe(false);

    const remove = styleForm([]);
    remove.append("image_to_delete", next?.id ?? "");
    const response = await sendForm(`/users/portfolios/${style.id}`, "PUT", user.headers, remove);
    expect(response.status).toBe(200);
    const { data } = await json<Style>(response);
    expect(data.attributes.payload.some((item) => item.is_before)).toBe(false);
    expect(data.attributes.payload).toHaveLength(1);
    expect((await objectsOf(user.accountId)).some((key) => key.includes(`/${next?.id}-`))).toBe(false);
  });
});
