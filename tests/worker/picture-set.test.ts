import { env, SELF } from "cloudflare:test";
import { PICTURE_FORMATS, pictureHeight } from "@contract/picture-set";
import { STYLE_MESSAGES } from "@contract/style";
import type { PublicStyle } from "@contract/visitor";
import { describe, expect, it } from "vitest";
import gardenPhoto from "../fixtures/media/real-photo-garden.jpg?inline";
import { callV1, json, signedIn } from "../support/api";
import { realImage } from "../support/media-fixtures";
import { REAL_PHOTO_CEILING_KB } from "../support/real-photo";
import { postStyle } from "../support/send-form";

/**
 * Issue 33: the server path (a form posted without JavaScript) makes a real
 * photo's picture set, every width in AVIF and WebP, each file within its
 * byte ceiling; the public reads answer it and the media route serves it.
 */

/** The real photograph of support/real-photo.ts, inlined: workerd reads no files. */
const GARDEN = Uint8Array.from(atob(gardenPhoto.split(",")[1] ?? ""), (c) => c.charCodeAt(0));

async function uploadGarden() {
  const user = await signedIn();
  const form = new FormData();
  for (const [name, value] of Object.entries({ gender: "female", color: "red", style: "long" })) form.set(name, value);
  form.append("images", new File([GARDEN], "garden.jpg", { type: "image/jpeg" }));
  const response = await postStyle(user.headers, form);
  expect(response.status).toBe(201);
  const { data } = await json<{ id: string }>(response);
  await env.DB.prepare("UPDATE portfolios SET is_approved = 1 WHERE id = ?").bind(data.id).run();
  return { user, styleId: data.id };
}

/** A real photo's upload encodes eight files (four of them AVIF, the slow one): seconds on a loaded two-core machine. */
const REAL_PHOTO_MS = 60_000;

describe("a real photo's picture set, made on upload", () => {
  it(
    "has every width of both formats, each served with its type, its 4:5 size and within its ceiling",
    async () => {
      const { styleId } = await uploadGarden();
      const { data } = await json<PublicStyle>(await callV1(`/public/styles/${styleId}`));
      const pictures = data.media[0]?.pictures ?? [];
      expect(pictures.map((picture) => `${picture.type} ${picture.width}`)).toEqual(
        PICTURE_FORMATS.flatMap(({ type, widths }) => widths.map((width) => `${type} ${width}`)),
      );
      for (const picture of pictures) {
        const response = await SELF.fetch(`http://localhost${picture.url}`);
        expect(response.headers.get("content-type")).toBe(picture.type);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const info = await env.IMAGES.info(new Response(bytes).body as ReadableStream<Uint8Array>);
        expect(info).toMatchObject({ width: picture.width, height: pictureHeight(picture.width) });
        expect(bytes.length / 1024, `${picture.type} ${picture.width}`).toBeLessThanOrEqual(
          REAL_PHOTO_CEILING_KB[`${picture.type} ${picture.width}`] ?? 0,
        );
      }
    },
    REAL_PHOTO_MS,
  );

  it(
    "is on the style's Explore card too, and its files go when the style is deleted",
    async () => {
      const { user, styleId } = await uploadGarden();
      const { data: gallery } = await json<{ styles: { id: string; pictures: { url: string }[] }[] }>(
        await callV1("/public/gallery"),
      );
      const card = gallery.styles.find((style) => style.id === styleId);
      expect(card?.pictures).toHaveLength(8);
      expect((await callV1(`/users/portfolios/${styleId}`, { method: "DELETE", headers: user.headers })).status).toBe(
        200,
      );
      for (const picture of card?.pictures ?? []) {
        expect(await env.MEDIA.head(picture.url.replace("/media/", ""))).toBeNull();
      }
    },
    REAL_PHOTO_MS,
  );
});

describe("the browser's path: a screen-sized slide with its 4:5 cover", () => {
  const pictureForm = (files: { field: string; bytes: Uint8Array; name: string }[]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ gender: "female", color: "red", style: "long" }))
      form.set(name, value);
    for (const file of files)
      form.append(file.field, new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: "image/webp" }));
    return form;
  };

  it("makes the set from the cover, so it is the set a whole photo posted without JavaScript makes", async () => {
    const user = await signedIn();
    // A 16:9 slide's 4:5 crop is 288 px wide: alone it makes only the 360s.
    const slide = await realImage("image/webp", 640, 360);
    const cover = await realImage("image/webp", 1080, 1350);
    const response = await postStyle(
      user.headers,
      pictureForm([
        { field: "images", bytes: slide, name: "photo.jpg" },
        { field: "image_covers", bytes: cover, name: "photo.jpg" },
        { field: "images", bytes: slide, name: "alone.jpg" },
      ]),
    );
    expect(response.status).toBe(201);
    const { data } = await json<{ id: string }>(response);
    await env.DB.prepare("UPDATE portfolios SET is_approved = 1 WHERE id = ?").bind(data.id).run();
    const { data: style } = await json<PublicStyle>(await callV1(`/public/styles/${data.id}`));
    const widths = (index: number) => style.media[index]?.pictures.map((picture) => `${picture.type} ${picture.width}`);
    expect(widths(0)).toEqual(PICTURE_FORMATS.flatMap(({ type, widths }) => widths.map((width) => `${type} ${width}`)));
    expect(widths(1)).toEqual(["image/avif 360", "image/webp 360"]);
  });

  it("refuses a cover without a picture of its name, naming the field, and stores nothing", async () => {
    const user = await signedIn();
    const slide = await realImage("image/webp", 64, 36);
    const response = await postStyle(
      user.headers,
      pictureForm([
        { field: "images", bytes: slide, name: "photo.jpg" },
        { field: "image_covers", bytes: slide, name: "other.jpg" },
      ]),
    );
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({
      input_name: "image_covers",
      message: STYLE_MESSAGES.coverWithoutPicture,
    });
    expect((await env.MEDIA.list({ prefix: `accounts/${user.accountId}/` })).objects).toEqual([]);
  });
});
