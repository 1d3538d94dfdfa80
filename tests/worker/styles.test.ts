import { env, SELF } from "cloudflare:test";
import { STYLE_MESSAGES } from "@contract/style";
import { solidPng } from "@workers/dev/png";
import { describe, expect, it } from "vitest";
import { callV1, json, signedIn } from "../support/api";
import { realMp4 } from "../support/media-fixtures";
import { postStyle, sendForm } from "../support/send-form";

const MP4 = realMp4();

type Style = {
  id: string;
  attributes: {
    is_approved: boolean;
    payload: {
      id: string;
      slideshow_16x9: string;
      thumb: string;
      cover: string;
      content_type: string;
      filename: string;
      is_cover: boolean;
    }[];
    tags: string[];
  };
};

function styleForm(
  files: { field?: string; bytes: Uint8Array<ArrayBuffer>; name: string; type?: string }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    gender: "female",
    color: "blonde",
    style: "long",
    tags: "bob, #Summer",
    ...fields,
  }))
    form.set(name, value);
  for (const file of files)
    form.append(file.field ?? "images", new File([file.bytes], file.name, { type: file.type ?? "image/png" }));
  return form;
}

/** A style with one image, as `POST /v1/users/portfolios` answers it. */
const addStyle = async (headers: Record<string, string>, bytes: Uint8Array<ArrayBuffer>, name: string) =>
  addStyleWith(headers, [{ bytes, name }]);

/** A style with these images, as `POST /v1/users/portfolios` answers it. */
const addStyleWith = async (
  headers: Record<string, string>,
  files: { bytes: Uint8Array<ArrayBuffer>; name: string }[],
) => json<Style>(await postStyle(headers, styleForm(files)));

const objectsOf = async (accountId: string) =>
  (await env.MEDIA.list({ prefix: `accounts/${accountId}/styles/` })).objects.map((o) => o.key);
const rowsOf = async (accountId: string) =>
  (
    await env.DB.prepare("SELECT COUNT(*) AS n FROM portfolios WHERE account_id = ?")
      .bind(accountId)
      .first<{ n: number }>()
  )?.n;

describe("styles", () => {
  it("adds an image style: unapproved, with server-made webp slide, thumb and cover under the account's prefix", async () => {
    const user = await signedIn();
    const response = await postStyle(user.headers, styleForm([{ bytes: await solidPng(64, 36), name: "cut.png" }]));
    expect(response.status).toBe(201);
    const { data, message } = await json<Style>(response);
    expect(message).toBe(STYLE_MESSAGES.created);
    expect(data.attributes.is_approved).toBe(false);
    expect(data.attributes.tags).toEqual(["#bob", "#summer"]);
    const [item] = data.attributes.payload;
    for (const url of [item?.slideshow_16x9, item?.thumb, item?.cover]) {
      expect(url).toMatch(new RegExp(`^/media/accounts/${user.accountId}/styles/${data.id}/`));
      const served = await SELF.fetch(`http://localhost${url}`);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(new TextDecoder().decode((await served.arrayBuffer()).slice(8, 12))).toBe("WEBP");
    }
    const mine = await json<Style[]>(await callV1("/users/my_portfolios", { headers: user.headers }));
    expect(mine.data.map((style) => style.id)).toEqual([data.id]);
    // Not approved: the public list does not show it yet.
    expect((await json<Style[]>(await callV1(`/users/${user.accountId}/portfolios`))).data).toEqual([]);
  });

  it("stores a video style as the video and its poster (a video pair)", async () => {
    const user = await signedIn();
    const form = styleForm([
      { field: "video", bytes: MP4, name: "clip.mp4", type: "video/mp4" },
      { field: "poster", bytes: await solidPng(36, 64), name: "clip.png" },
    ]);
    const response = await postStyle(user.headers, form);
    expect(response.status).toBe(201);
    const { data } = await json<Style>(response);
    expect(data.attributes.payload.map((item) => item.content_type)).toEqual(["video/mp4", "image/webp"]);
  });

  it("edits a style: new fields, an image added and one removed, unapproved again, the removed files gone", async () => {
    const user = await signedIn();
    const created = await addStyleWith(user.headers, [
      { bytes: await solidPng(40, 40), name: "a.png" },
      { bytes: await solidPng(40, 40, [1, 2, 3]), name: "b.png" },
    ]);
    await env.DB.prepare("UPDATE portfolios SET is_approved = 1 WHERE id = ?").bind(created.data.id).run();
    const [first] = created.data.attributes.payload;
    const form = styleForm([{ bytes: await solidPng(30, 30), name: "c.png" }], { color: "red" });
    form.append("image_to_delete", first?.id ?? "");
    const response = await sendForm(`/users/portfolios/${created.data.id}`, "PUT", user.headers, form);
    expect(response.status).toBe(200);
    const { data } = await json<Style>(response);
    expect(data.attributes.is_approved).toBe(false);
    expect(data.attributes.payload.map((item) => item.filename)).toEqual(["b.png", "c.png"]);
    const keys = await objectsOf(user.accountId);
    expect(keys.some((key) => key.includes(first?.id ?? "-"))).toBe(false);
    // Two items × original, slide, thumb, cover and a small picture's set (the 360 px AVIF and WebP).
    expect(keys).toHaveLength(12);
  });

  it("reorders the kept items, moves the cover where asked, and lets a new file take a removed file's name", async () => {
    const user = await signedIn();
    const created = await addStyleWith(user.headers, [
      { bytes: await solidPng(20, 20, [10, 0, 0]), name: "a.png" },
      { bytes: await solidPng(20, 20, [0, 10, 0]), name: "b.png" },
      { bytes: await solidPng(20, 20, [0, 0, 10]), name: "c.png" },
    ]);
    const [a, b, c] = created.data.attributes.payload;
    expect(created.data.attributes.payload.map((item) => item.is_cover)).toEqual([true, false, false]);

    const form = styleForm([{ bytes: await solidPng(12, 12, [9, 9, 9]), name: "a.png" }]);
    for (const id of [c?.id, b?.id]) form.append("item_order", id ?? "");
    form.append("image_to_delete", a?.id ?? "");
    form.set("cover_item_id", b?.id ?? "");
    const { data } = await json<Style>(
      await sendForm(`/users/portfolios/${created.data.id}`, "PUT", user.headers, form),
    );
    expect(data.attributes.payload.map((item) => [item.filename, item.is_cover])).toEqual([
      ["c.png", false],
      ["b.png", true],
      ["a.png", false],
    ]);

    // The cover's removal hands it to the first picture left; an order naming unknown ids changes nothing else.
    const again = styleForm([]);
    again.append("image_to_delete", b?.id ?? "");
    again.append("item_order", "someone-elses-id");
    const edited = await json<Style>(
      await sendForm(`/users/portfolios/${created.data.id}`, "PUT", user.headers, again),
    );
    expect(edited.data.attributes.payload.map((item) => [item.filename, item.is_cover])).toEqual([
      ["c.png", true],
      ["a.png", false],
    ]);

    // More ids than a style can hold (10 pictures, and a before picture to remove) is refused by name, not cut
    // short, and changes nothing.
    for (const [field, ids] of [
      ["item_order", 11],
      ["image_to_delete", 12],
    ] as const) {
      const crowded = styleForm([], { color: "red" });
      for (let index = 0; index < ids; index++) crowded.append(field, index === 0 ? (a?.id ?? "") : `id-${index}`);
      const refused = await sendForm(`/users/portfolios/${created.data.id}`, "PUT", user.headers, crowded);
      expect(refused.status).toBe(422);
      expect(await json(refused)).toMatchObject({ message: STYLE_MESSAGES.tooManyFiles, input_name: field });
    }
    const unchanged = await json<Style>(
      await callV1(`/users/portfolios/${created.data.id}`, { headers: user.headers }),
    );
    expect(unchanged.data.attributes.payload.map((item) => item.filename)).toEqual(["c.png", "a.png"]);
    const color = await env.DB.prepare("SELECT color FROM portfolios WHERE id = ?")
      .bind(created.data.id)
      .first("color");
    expect(color).toBe("blonde");
  });

  it("deletes a style with its files", async () => {
    const user = await signedIn();
    const created = await addStyle(user.headers, await solidPng(20, 20), "x.png");
    const response = await callV1(`/users/portfolios/${created.data.id}`, { method: "DELETE", headers: user.headers });
    expect(await json(response)).toMatchObject({ status: 200, message: STYLE_MESSAGES.deleted });
    expect(await objectsOf(user.accountId)).toEqual([]);
    expect(await rowsOf(user.accountId)).toBe(0);
  });

  it.each([
    ["an HTML file renamed .png", new TextEncoder().encode("<html><script>alert(1)</script></html>"), 422],
    ["an SVG renamed .png", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 422],
    ["an empty file", new Uint8Array(), 422],
    ["a video where an image belongs", MP4, 422],
    [
      "a PNG signature with no image behind it",
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 1, 2, 3]),
      422,
    ],
  ])("refuses %s and leaves nothing behind", async (_, bytes, status) => {
    const user = await signedIn();
    const response = await postStyle(user.headers, styleForm([{ bytes, name: "photo.png" }]));
    expect(response.status).toBe(status);
    expect(await json(response)).toMatchObject({ input_name: "images" });
    expect(await objectsOf(user.accountId)).toEqual([]);
    expect(await rowsOf(user.accountId)).toBe(0);
  });

  it("refuses a missing field, no media, two files of one name, a video without poster, a file over 20 MB", async () => {
    const user = await signedIn();
    const png = await solidPng(10, 10);
    const cases: [FormData, number, string][] = [
      [styleForm([{ bytes: png, name: "a.png" }], { gender: "" }), 422, "gender"],
      [styleForm([]), 422, "images"],
      [
        styleForm([
          { bytes: png, name: "a.png" },
          { bytes: png, name: "a.png" },
        ]),
        422,
        "images",
      ],
      [styleForm([{ field: "video", bytes: MP4, name: "v.mp4", type: "video/mp4" }]), 422, "poster"],
      [styleForm([{ bytes: new Uint8Array(20 * 1024 * 1024 + 1).fill(1), name: "big.png" }]), 413, "images"],
    ];
    for (const [form, status, field] of cases) {
      const response = await postStyle(user.headers, form);
      expect(response.status, field).toBe(status);
      expect(await json(response)).toMatchObject({ input_name: field });
    }
    expect(await objectsOf(user.accountId)).toEqual([]);
  });

  it("hides other accounts' styles: editing, deleting or reading an unapproved one is 404, like an unknown id", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const created = await addStyle(owner.headers, await solidPng(10, 10), "o.png");
    for (const id of [created.data.id, "unknown-id"]) {
      expect((await callV1(`/users/portfolios/${id}`, { headers: other.headers })).status).toBe(404);
      expect((await callV1(`/users/portfolios/${id}`, { method: "DELETE", headers: other.headers })).status).toBe(404);
      const edit = await sendForm(
        `/users/portfolios/${id}`,
        "PUT",
        other.headers,
        styleForm([{ bytes: await solidPng(10, 10), name: "p.png" }]),
      );
      expect(edit.status).toBe(404);
    }
    expect(await objectsOf(other.accountId)).toEqual([]);
    expect((await objectsOf(owner.accountId)).length).toBe(4 + 2);
  });
});

describe("a style upload that fails half-way", () => {
  // Plain objects, not Proxies: the error reporter patches binding methods in place, which a Proxy would loop on.

  /** The same D1, except that the batch inserting a style fails (statements carry their SQL as `statement`). */
  const failingStyleInsert = (db: D1Database) =>
    ({
      prepare: (sql: string) => db.prepare(sql),
      exec: (sql: string) => db.exec(sql),
      batch: async (statements: D1PreparedStatement[]) => {
        const sql = statements.map((statement) => (statement as unknown as { statement?: string }).statement ?? "");
        if (sql.some((text) => text.startsWith("INSERT INTO portfolios"))) throw new Error("D1 write failed (test)");
        return db.batch(statements);
      },
    }) as unknown as D1Database;

  /** The same R2, except that its second write fails. */
  function failingSecondPut(bucket: R2Bucket) {
    let puts = 0;
    return {
      put: (...args: Parameters<R2Bucket["put"]>) => {
        if (++puts === 2) throw new Error("R2 write failed (test)");
        return bucket.put(...args);
      },
      get: (...args: Parameters<R2Bucket["get"]>) => bucket.get(...args),
      head: (key: string) => bucket.head(key),
      list: (options?: R2ListOptions) => bucket.list(options),
      delete: (keys: string | string[]) => bucket.delete(keys),
    } as unknown as R2Bucket;
  }

  it.each([
    ["the database write", (environment: Env) => ({ ...environment, DB: failingStyleInsert(environment.DB) })],
    ["the second file", (environment: Env) => ({ ...environment, MEDIA: failingSecondPut(environment.MEDIA) })],
  ])("leaves no file and no row when %s fails", async (_, breakIt) => {
    const user = await signedIn();
    const { default: worker } = await import("@workers/app");
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const ctx = createExecutionContext();
    const request = new Request("http://localhost/v1/users/portfolios", {
      method: "POST",
      headers: { "X-API-Key": env.API_KEY as string, ...user.headers },
      body: styleForm([
        { bytes: await solidPng(20, 20), name: "a.png" },
        { bytes: await solidPng(20, 20), name: "b.png" },
      ]),
    });
    const quiet = console.error;
    console.error = () => {};
    try {
      const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], breakIt(env as Env), ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(500);
    } finally {
      console.error = quiet;
    }
    expect(await objectsOf(user.accountId)).toEqual([]);
    expect(await rowsOf(user.accountId)).toBe(0);
  });
});

describe("variants made again", () => {
  async function styleWithImage() {
    const user = await signedIn();
    const created = await addStyle(user.headers, await solidPng(50, 30), "v.png");
    const [item] = created.data.attributes.payload;
    if (!item) throw new Error("no item");
    return { user, item };
  }

  const remake = (id: string, headers: Record<string, string> = {}) =>
    callV1(`/users/delete_and_upload_variant/${id}`, { method: "POST", headers });

  it("remakes an image's slide, thumb and cover from its original under new keys, and deletes the old ones (its owner, a few times a day)", async () => {
    const { user, item } = await styleWithImage();
    const response = await remake(item.id, { ...user.headers, "CF-Connecting-IP": "10.6.0.1" });
    expect(response.status).toBe(200);
    const { data } = await json<{ slideshow_16x9: string; thumb: string; cover: string }>(response);
    expect(data.slideshow_16x9).not.toBe(item.slideshow_16x9);
    expect((await SELF.fetch(`http://localhost${data.slideshow_16x9}`)).headers.get("content-type")).toBe("image/webp");
    expect(await env.MEDIA.head(item.slideshow_16x9.replace("/media/", ""))).toBeNull();
    // Original, slide, thumb, cover and the new set's two files: the old set went with the old variants.
    expect(await objectsOf(user.accountId)).toHaveLength(4 + 2);
    for (let i = 0; i < 2; i++) await remake(item.id, user.headers);
    expect((await remake(item.id, user.headers)).status).toBe(429);
  });

  it("acts for the item's owner or an admin only: anyone else meets a 404 that uses none of the item's allowance", async () => {
    const { user, item } = await styleWithImage();
    const stranger = await signedIn();
    const admin = await signedIn({ abilities: ["admin"] });
    expect((await remake(item.id)).status).toBe(401);
    for (let i = 0; i < 5; i++) {
      const refused = await remake(item.id, stranger.headers);
      expect(refused.status).toBe(404);
      expect(await json(refused)).toMatchObject({ error: STYLE_MESSAGES.itemNotFound });
    }
    const keys = await objectsOf(user.accountId);
    expect((await remake(item.id, admin.headers)).status).toBe(200);
    expect((await remake(item.id, user.headers)).status).toBe(200);
    expect((await remake(item.id, user.headers)).status).toBe(200);
    expect((await remake(item.id, user.headers)).status).toBe(429);
    expect(await objectsOf(user.accountId)).not.toEqual(keys);
  });

  it("answers 404 for an unknown item and 422 for a video", async () => {
    const user = await signedIn();
    expect((await remake("nope", user.headers)).status).toBe(404);
    const form = styleForm([
      { field: "video", bytes: MP4, name: "clip.mp4", type: "video/mp4" },
      { field: "poster", bytes: await solidPng(20, 20), name: "p.png" },
    ]);
    const created = await json<Style>(await postStyle(user.headers, form));
    const video = created.data.attributes.payload[0];
    expect((await remake(video?.id ?? "", user.headers)).status).toBe(422);
  });

  it("lets the owner replace an image at PUT /store_images/disk/{id}, and nobody else", async () => {
    const { user, item } = await styleWithImage();
    const other = await signedIn();
    const upload = (headers: Record<string, string>, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.set("file", new File([bytes], "new.png", { type: "image/png" }));
      return sendForm(`/store_images/disk/${item.id}`, "PUT", headers, form);
    };
    // The spec's path has no /v1: the Worker answers it there too.
    const atRoot = (headers: Record<string, string>, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.set("file", new File([bytes], "new.png", { type: "image/png" }));
      return SELF.fetch(`http://localhost/store_images/disk/${item.id}`, {
        method: "PUT",
        headers: { "X-API-Key": env.API_KEY as string, ...headers },
        body: form,
      });
    };
    expect((await upload(other.headers, await solidPng(10, 10))).status).toBe(404);
    expect((await upload(user.headers, new TextEncoder().encode("<svg/>"))).status).toBe(422);
    const replaced = await atRoot(user.headers, await solidPng(80, 40));
    expect(replaced.status).toBe(200);
    const keys = await objectsOf(user.accountId);
    expect(keys).toHaveLength(4 + 2);
    expect(keys.some((key) => key.endsWith("original.png"))).toBe(true);
    expect(keys).not.toContain(item.slideshow_16x9.replace("/media/", ""));
  });
});

describe("promotion", () => {
  it("records the plan and its end time, extends a running one, and shows it on the style", async () => {
    const user = await signedIn();
    const created = await addStyle(user.headers, await solidPng(10, 10), "p.png");
    const promote = (plan_name: string, headers = user.headers) =>
      callV1(`/users/portfolios/${created.data.id}/promotion`, { body: { plan_name }, headers });
    const first = await json<{ promoted_until: string }>(await promote("style_three_days"));
    const days = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;
    expect(days(first.data.promoted_until)).toBeCloseTo(3, 1);
    const second = await json<{ promoted_until: string }>(await promote("style_one_day"));
    expect(days(second.data.promoted_until)).toBeCloseTo(4, 1);
    const style = await json<{ attributes: { plan_name: string[]; promoted_until: string } }>(
      await callV1(`/users/portfolios/${created.data.id}`, { headers: user.headers }),
    );
    expect(style.data.attributes).toMatchObject({
      plan_name: ["style_one_day"],
      promoted_until: second.data.promoted_until,
    });

    expect(await json(await promote("style_forever"))).toMatchObject({ status: 422, input_name: "plan_name" });
    const other = await signedIn();
    expect((await promote("style_one_day", other.headers)).status).toBe(404);
  });
});
