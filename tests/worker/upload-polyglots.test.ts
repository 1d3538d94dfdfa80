import { env } from "cloudflare:test";
import { AVATAR_IS_VIDEO, AVATAR_ONE_FILE } from "@contract/avatar-file";
import { fileRejectedMessage } from "@contract/uploads";
import { describe, expect, it } from "vitest";
import { json, signedIn } from "../support/api";
import { IMAGE_POLYGLOTS, type Polyglot, realImage, realMp4, VIDEO_POLYGLOTS } from "../support/media-fixtures";
import { postStyle, sendForm } from "../support/send-form";

/**
 * Issue 26: an upload is what it decodes to. Pictures are decoded and encoded
 * anew by the Images binding, videos parsed as their container; every
 * polyglot is refused on the avatar, style and ad endpoints, and nothing of it
 * is stored (no R2 object, no row).
 */

const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });

async function objects(prefix: string) {
  return (await env.MEDIA.list({ prefix })).objects.map((object) => object.key);
}
const count = async (sql: string, ...values: string[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n;

function styleForm(files: { field: string; file: File }[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ gender: "female", color: "blonde", style: "long" }))
    form.set(name, value);
  for (const { field, file } of files) form.append(field, file);
  return form;
}

const sendAvatar = (headers: Record<string, string>, ...files: File[]) => {
  const form = new FormData();
  for (const avatar of files) form.append("avatar", avatar);
  return sendForm("/users/avatar", "POST", headers, form);
};

const sendAd = (headers: Record<string, string>, ad: File, poster?: File) => {
  const form = new FormData();
  form.set("images", ad);
  if (poster) form.set("poster", poster);
  form.set("title", "Polyglot");
  return sendForm("/admin/ads", "POST", headers, form);
};

async function expectRefused(response: Response, field: string, size: number, message = fileRejectedMessage(size)) {
  expect(response.status).toBe(422);
  expect(await json(response)).toMatchObject({ error: message, input_name: field });
}

describe("the avatar", () => {
  it.each(IMAGE_POLYGLOTS.map((polyglot) => [polyglot.label, polyglot] as const))(
    "refuses %s and stores nothing",
    async (_label, polyglot: Polyglot) => {
      const user = await signedIn();
      const bytes = await polyglot.bytes();
      await expectRefused(
        await sendAvatar(user.headers, file(bytes, polyglot.name, polyglot.type)),
        "avatar",
        bytes.length,
      );
      expect(await objects(`accounts/${user.accountId}/`)).toEqual([]);
      expect(
        await count("SELECT COUNT(*) AS n FROM accounts WHERE id = ? AND avatar_key IS NOT NULL", user.accountId),
      ).toBe(0);
    },
  );

  it.each(VIDEO_POLYGLOTS.map((polyglot) => [polyglot.label, polyglot] as const))(
    "refuses %s and stores nothing",
    async (_label, polyglot: Polyglot) => {
      const user = await signedIn();
      const bytes = await polyglot.bytes();
      const response = await sendAvatar(user.headers, file(bytes, "me.png", "image/png"));
      expect(response.status).toBe(422);
      expect([AVATAR_IS_VIDEO, fileRejectedMessage(bytes.length)]).toContain((await json(response)).error);
      expect(await objects(`accounts/${user.accountId}/`)).toEqual([]);
    },
  );

  it("keeps a real JPEG as the Images binding encodes it anew, scaled down to 1024 px", async () => {
    const user = await signedIn();
    const jpeg = await realImage("image/jpeg", 1600, 1200);
    const response = await sendAvatar(user.headers, file(jpeg, "me.jpg", "image/jpeg"));
    expect(response.status).toBe(200);
    const [key] = await objects(`accounts/${user.accountId}/avatar/`);
    expect(key).toMatch(/\.jpg$/);
    const stored = await env.MEDIA.get(key ?? "");
    expect(stored?.httpMetadata?.contentType).toBe("image/jpeg");
    const info = await env.IMAGES.info((stored as R2ObjectBody).body);
    expect(info).toMatchObject({ format: "image/jpeg", width: 1024, height: 768 });
  });

  it("refuses more than one file with 422, storing none of them", async () => {
    const user = await signedIn();
    const png = await realImage("image/png");
    const response = await sendAvatar(user.headers, file(png, "a.png", "image/png"), file(png, "b.png", "image/png"));
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: AVATAR_ONE_FILE, input_name: "avatar" });
    expect(await objects(`accounts/${user.accountId}/`)).toEqual([]);
  });
});

describe("a style", () => {
  it.each(IMAGE_POLYGLOTS.map((polyglot) => [polyglot.label, polyglot] as const))(
    "refuses %s among its pictures or as a video's poster, and stores nothing",
    async (_label, polyglot: Polyglot) => {
      const user = await signedIn();
      const bytes = await polyglot.bytes();
      const good = file(await realImage("image/png"), "good.png", "image/png");
      const bad = file(bytes, polyglot.name, polyglot.type);
      await expectRefused(
        await postStyle(
          user.headers,
          styleForm([
            { field: "images", file: good },
            { field: "images", file: bad },
          ]),
        ),
        "images",
        bytes.length,
      );
      const asPoster = styleForm([
        { field: "video", file: file(realMp4(), "clip.mp4", "video/mp4") },
        { field: "poster", file: bad },
      ]);
      await expectRefused(await postStyle(user.headers, asPoster), "poster", bytes.length);
      expect(await objects(`accounts/${user.accountId}/`)).toEqual([]);
      expect(await count("SELECT COUNT(*) AS n FROM portfolios WHERE account_id = ?", user.accountId)).toBe(0);
    },
  );

  it.each(VIDEO_POLYGLOTS.map((polyglot) => [polyglot.label, polyglot] as const))(
    "refuses %s as its video, and stores nothing",
    async (_label, polyglot: Polyglot) => {
      const user = await signedIn();
      const bytes = await polyglot.bytes();
      const form = styleForm([
        { field: "video", file: file(bytes, polyglot.name, polyglot.type) },
        { field: "poster", file: file(await realImage("image/webp"), "poster.webp", "image/webp") },
      ]);
      await expectRefused(await postStyle(user.headers, form), "video", bytes.length);
      expect(await objects(`accounts/${user.accountId}/`)).toEqual([]);
      expect(await count("SELECT COUNT(*) AS n FROM portfolios WHERE account_id = ?", user.accountId)).toBe(0);
    },
  );

  it("keeps a real JPEG's original only as the Images binding encodes it anew", async () => {
    const user = await signedIn();
    const jpeg = await realImage("image/jpeg", 64, 48);
    const response = await postStyle(
      user.headers,
      styleForm([{ field: "images", file: file(jpeg, "cut.jpg", "image/jpeg") }]),
    );
    expect(response.status).toBe(201);
    const original = (await objects(`accounts/${user.accountId}/`)).find((key) => key.includes("-original."));
    expect(original).toMatch(/-original\.jpg$/);
    const stored = await env.MEDIA.get(original ?? "");
    expect(await env.IMAGES.info((stored as R2ObjectBody).body)).toMatchObject({ format: "image/jpeg", width: 64 });
  });
});

describe("an ad", () => {
  it.each([...IMAGE_POLYGLOTS, ...VIDEO_POLYGLOTS].map((polyglot) => [polyglot.label, polyglot] as const))(
    "refuses %s, and stores nothing",
    async (_label, polyglot: Polyglot) => {
      const admin = await signedIn({ abilities: ["admin"] });
      const before = await count("SELECT COUNT(*) AS n FROM ads");
      const adsBefore = await objects("ads/");
      const bytes = await polyglot.bytes();
      await expectRefused(
        await sendAd(admin.headers, file(bytes, polyglot.name, polyglot.type)),
        "images",
        bytes.length,
      );
      // As the poster of a real video, too.
      if (IMAGE_POLYGLOTS.includes(polyglot)) {
        await expectRefused(
          await sendAd(
            admin.headers,
            file(realMp4(), "clip.mp4", "video/mp4"),
            file(bytes, polyglot.name, polyglot.type),
          ),
          "poster",
          bytes.length,
        );
      }
      expect(await count("SELECT COUNT(*) AS n FROM ads")).toBe(before);
      expect(await objects("ads/")).toEqual(adsBefore);
    },
  );

  it("takes a real MP4 as sent", async () => {
    const admin = await signedIn({ abilities: ["admin"] });
    const response = await sendAd(admin.headers, file(realMp4(), "clip.mp4", "video/mp4"));
    expect(response.status).toBe(201);
    const { data } = await json<{ id: string; content_type: string }>(response);
    expect(data.content_type).toBe("video/mp4");
    expect(await objects(`ads/${data.id}/`)).toEqual([`ads/${data.id}/video.mp4`]);
  });
});
