import { env, SELF } from "cloudflare:test";
import { ADMIN_MESSAGES, type AnalyticsDetail, type AnalyticsPage, type SubscriberPage } from "@contract/admin";
import { AUTH_MESSAGES, MESSAGES } from "@contract/messages";
import { api } from "@workers/api/app";
import { solidPng } from "@workers/dev/png";
import { describe, expect, it } from "vitest";
import { callV1, createUser, json, signedIn, signIn } from "../support/api";
import { realMp4 } from "../support/media-fixtures";
import { postStyle, sendForm } from "../support/send-form";

/** `/v1/admin/…` (issue 13) against the real Worker, D1 and R2. */

const signedInAdmin = () => signedIn({ abilities: ["admin"] });

/** `POST /v1/admin/ads`: a slideshow ad the admin uploads. */
const postAd = (headers: Record<string, string>, form: FormData) => sendForm("/admin/ads", "POST", headers, form);

/** A style with one picture, added by its owner through the API (unapproved). */
async function addStyle(headers: Record<string, string>, name = "look.png") {
  const form = new FormData();
  for (const [field, value] of Object.entries({ gender: "female", color: "blonde", style: "long", tags: "bob" }))
    form.set(field, value);
  form.append("images", await pngFile(name));
  const body = await json<{ id: string }>(await postStyle(headers, form));
  return body.data.id;
}

/** A real PNG the Images binding can decode, as an upload. */
const pngFile = async (name: string, width = 64, height = 48) =>
  new File([await solidPng(width, height)], name, { type: "image/png" });

const approved = async (styleId: string) =>
  (await env.DB.prepare("SELECT is_approved FROM portfolios WHERE id = ?")
    .bind(styleId)
    .first<number>("is_approved")) === 1;

const auditOf = async (accountId: string) =>
  (
    await env.DB.prepare("SELECT action, admin_email FROM admin_actions WHERE account_id = ? ORDER BY id")
      .bind(accountId)
      .all<{ action: string; admin_email: string }>()
  ).results;

const adForm = (file: File | null, fields: Record<string, string> = {}) => {
  const form = new FormData();
  if (file) form.append("images", file);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** The JSON bodies the admin routes that read one need to get past validation to the admin check. */
const BODIES: Record<string, unknown> = {
  "/admin/allow_portfolio_styles": { styleId: "someone123" },
  "/admin/allow_all_portfolio_styles": { accountId: "someone123" },
  "/admin/removal_requests/someone123": { action: "take_down" },
};

/** Every /v1/admin route, read from the API's own route table, so that a route added later is held to the check too. */
const ROUTES = [
  ...new Set(api.routes.filter((route) => route.path.startsWith("/v1/admin/")).map((r) => `${r.method} ${r.path}`)),
].map((route) => {
  const [method = "", template = ""] = route.split(" ");
  const path = template.replace(/^\/v1/, "").replace(/:[A-Za-z_]+/g, "someone123");
  return { method, path, body: BODIES[path], multipart: method === "POST" && path === "/admin/ads" };
});

const call = async (route: (typeof ROUTES)[number], headers: Record<string, string>) =>
  route.multipart
    ? sendForm(route.path, route.method, headers, adForm(await pngFile("ad.png", 8, 8)))
    : callV1(route.path, { method: route.method, body: route.body, headers });

describe("admin access", () => {
  it.each(ROUTES)("$method $path answers 401 to nobody and 403 to a stylist", async (route) => {
    const stylist = await signedIn();
    for (const [headers, status, message] of [
      [{}, 401, MESSAGES.invalidAccessToken],
      [stylist.headers, 403, ADMIN_MESSAGES.notAdmin],
    ] as const) {
      const response = await call(route, headers);
      expect(response.status).toBe(status);
      expect((await json(response)).message).toBe(message);
    }
  });

  it("lets in any ability that includes 'admin' (spec §6)", async () => {
    const admin = await signedIn({ abilities: ["super_admin"] });
    expect((await callV1("/admin/subscribers", { headers: admin.headers })).status).toBe(200);
  });

  it("finds the admin routes in the API's route table", () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(15);
    expect(ROUTES).toContainEqual({ method: "PUT", path: "/admin/unblock_account/someone123", multipart: false });
  });
});

describe("subscribers", () => {
  it("pages by 20, sorts by a column both ways, and searches", async () => {
    const admin = await signedInAdmin();
    const marker = `zz${Date.now()}`;
    const made = [];
    for (let index = 0; index < 23; index++) made.push(await createUser({ email: `${marker}-${index}@example.com` }));
    const search = async (query: string) =>
      (await json<SubscriberPage>(await callV1(`/admin/subscribers?${query}`, { headers: admin.headers }))).data;

    const first = await search(`q=${marker}&sort=email&dir=asc`);
    expect(first.total).toBe(23);
    expect(first.page_count).toBe(2);
    expect(first.rows).toHaveLength(20);
    const emails = first.rows.map((row) => row.email);
    expect(emails).toEqual([...emails].sort());
    const second = await search(`q=${marker}&sort=email&dir=asc&page=2`);
    expect(second.rows).toHaveLength(3);
    expect(second.rows.map((row) => row.email)).not.toContain(emails[0]);

    const descending = await search(`q=${marker}&sort=email&dir=desc`);
    expect(descending.rows[0]?.email).toBe(`${marker}-9@example.com`);

    // A page past the end is the last page.
    expect((await search(`q=${marker}&page=99`)).page).toBe(2);
    const byEmail = await search(`q=${encodeURIComponent(made[7]?.email ?? "")}`);
    expect(byEmail.rows.map((row) => row.account_id)).toEqual([made[7]?.accountId]);
    const one = await search(`q=${made[5]?.accountId}`);
    expect(one.rows.map((row) => row.account_id)).toEqual([made[5]?.accountId]);
    expect(one.rows[0]).toMatchObject({ subscription: "FREE", images: 0, status: "active" });
  });

  it.each([
    ["sort=password", "sort"],
    ["dir=up", "dir"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page=10001", "page"],
    [`q=${"x".repeat(101)}`, "q"],
  ])("refuses %s with 422 naming %s", async (query, field) => {
    const admin = await signedInAdmin();
    const response = await callV1(`/admin/subscribers?${query}`, { headers: admin.headers });
    expect(response.status).toBe(422);
    expect((await json(response)).input_name).toBe(field);
  });

  it("takes % and _ in a search literally, and finds by a long e-mail", async () => {
    const admin = await signedInAdmin();
    const page = await json<SubscriberPage>(await callV1("/admin/subscribers?q=%25", { headers: admin.headers }));
    expect(page.data.rows.every((row) => JSON.stringify(row).includes("%"))).toBe(true);
    const long = await createUser({ email: `${"a-rather-long-name".repeat(4)}-${Date.now()}@example.com` });
    const found = await json<SubscriberPage>(
      await callV1(`/admin/subscribers?q=${encodeURIComponent(long.email.toUpperCase())}`, { headers: admin.headers }),
    );
    expect(found.data.rows.map((row) => row.account_id)).toEqual([long.accountId]);
  });

  it("shows one subscriber with the audit of admin actions, and 404 for an unknown one", async () => {
    const admin = await signedInAdmin();
    const stylist = await signedIn();
    await callV1(`/admin/block_account/${stylist.accountId}`, { method: "DELETE", headers: admin.headers });
    const detail = await json<{ account: { id: string }; actions: { action: string; admin_email: string }[] }>(
      await callV1(`/admin/subscribers/${stylist.accountId}`, { headers: admin.headers }),
    );
    expect(detail.data.account.id).toBe(stylist.accountId);
    expect(detail.data.actions).toMatchObject([{ action: "block_account", admin_email: admin.email }]);
    const missing = await callV1("/admin/subscribers/nobody0000", { headers: admin.headers });
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe(ADMIN_MESSAGES.accountNotFound);
  });
});

describe("moderating styles", () => {
  it("lists an account's styles, approves one, approves all, removes one with its media, and records each", async () => {
    const admin = await signedInAdmin();
    const stylist = await signedIn();
    const [one, two, three] = [
      await addStyle(stylist.headers),
      await addStyle(stylist.headers),
      await addStyle(stylist.headers),
    ];

    const requests = await json<{
      rows: { account_id: string; image_requests: number; images: number; pending: unknown[] }[];
    }>(await callV1("/admin/upload_requests", { headers: admin.headers }));
    const row = requests.data.rows.find((entry) => entry.account_id === stylist.accountId);
    expect(row).toMatchObject({ image_requests: 3, images: 3 });
    // One picture of the same name in three styles shows once.
    expect(row?.pending).toHaveLength(1);

    const listed = await json<{ id: string }[]>(
      await callV1(`/admin/all_portfolio_styles/${stylist.accountId}`, { headers: admin.headers }),
    );
    expect(listed.data.map((style) => style.id).sort()).toEqual([one, two, three].sort());

    const allow = await callV1("/admin/allow_portfolio_styles", {
      method: "PUT",
      body: { styleId: one },
      headers: admin.headers,
    });
    expect(allow.status).toBe(200);
    expect((await json(allow)).message).toBe(ADMIN_MESSAGES.styleApproved);
    expect(await approved(one as string)).toBe(true);
    expect(await approved(two as string)).toBe(false);

    const keysOfThree = (await env.MEDIA.list({ prefix: `accounts/${stylist.accountId}/styles/${three}/` })).objects;
    expect(keysOfThree.length).toBeGreaterThan(0);
    const remove = await callV1(`/admin/remove_portfolio_styles/${three}`, {
      method: "DELETE",
      headers: admin.headers,
    });
    expect((await json(remove)).message).toBe(ADMIN_MESSAGES.styleRemoved);
    expect((await env.MEDIA.list({ prefix: `accounts/${stylist.accountId}/styles/${three}/` })).objects).toEqual([]);

    const all = await callV1("/admin/allow_all_portfolio_styles", {
      method: "PUT",
      body: { accountId: stylist.accountId },
      headers: admin.headers,
    });
    expect(await json(all)).toMatchObject({ message: "1 style has been approved", data: { approved: 1 } });
    expect(await approved(two as string)).toBe(true);

    const publicList = await json<{ id: string }[]>(await callV1(`/users/${stylist.accountId}/portfolios`));
    expect(publicList.data.map((style) => style.id).sort()).toEqual([one, two].sort());
    expect((await auditOf(stylist.accountId)).map((entry) => entry.action)).toEqual([
      "approve_style",
      "remove_style",
      "approve_all_styles",
    ]);
  });

  it.each([
    ["/admin/allow_portfolio_styles", {}, "styleId"],
    ["/admin/allow_portfolio_styles", { styleId: "" }, "styleId"],
    ["/admin/allow_portfolio_styles", { styleId: 42 }, "styleId"],
    ["/admin/allow_all_portfolio_styles", { accountId: "x".repeat(65) }, "accountId"],
  ])("PUT %s refuses %j with 422", async (path, body, field) => {
    const admin = await signedInAdmin();
    const response = await callV1(path, { method: "PUT", body, headers: admin.headers });
    expect(response.status).toBe(422);
    expect((await json(response)).input_name).toBe(field);
  });

  it("answers 404 for unknown styles and accounts, 415 for a body that is not JSON, 400 for broken JSON", async () => {
    const admin = await signedInAdmin();
    const unknownStyle = await callV1("/admin/allow_portfolio_styles", {
      method: "PUT",
      body: { styleId: "nostyle000" },
      headers: admin.headers,
    });
    expect(unknownStyle.status).toBe(404);
    expect(
      (await callV1("/admin/remove_portfolio_styles/nostyle000", { method: "DELETE", headers: admin.headers })).status,
    ).toBe(404);
    expect((await callV1("/admin/all_portfolio_styles/nobody0000", { headers: admin.headers })).status).toBe(404);
    const form = await SELF.fetch("http://localhost/v1/admin/allow_portfolio_styles", {
      method: "PUT",
      headers: { "X-API-Key": env.API_KEY as string, ...admin.headers, "Content-Type": "text/plain" },
      body: "styleId=x",
    });
    expect(form.status).toBe(415);
    const broken = await SELF.fetch("http://localhost/v1/admin/allow_portfolio_styles", {
      method: "PUT",
      headers: { "X-API-Key": env.API_KEY as string, ...admin.headers, "Content-Type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
  });
});

describe("blocking and deleting", () => {
  it("blocks: sign-in refused, sessions ended, public pages and slideshow gone; unblocking brings all back", async () => {
    const admin = await signedInAdmin();
    const stylist = await signedIn();
    const style = await addStyle(stylist.headers);
    await callV1("/admin/allow_portfolio_styles", { method: "PUT", body: { styleId: style }, headers: admin.headers });
    expect((await callV1(`/slideshow/${stylist.accountId}`)).status).toBe(200);

    const block = await callV1(`/admin/block_account/${stylist.accountId}`, {
      method: "DELETE",
      headers: admin.headers,
    });
    expect(await json(block)).toMatchObject({
      message: ADMIN_MESSAGES.blocked,
      data: { account_id: stylist.accountId },
    });
    expect((await callV1("/users/me", { headers: stylist.headers })).status).toBe(401);
    const signInAgain = await callV1("/users/sign_in", { body: { email: stylist.email, password: stylist.password } });
    expect(signInAgain.status).toBe(403);
    expect((await json(signInAgain)).message).toBe(AUTH_MESSAGES.blocked);
    expect((await callV1(`/slideshow/${stylist.accountId}`)).status).toBe(404);
    expect((await callV1(`/public/accounts/${stylist.accountId}`)).status).toBe(404);
    expect((await callV1(`/public/styles/${style}`)).status).toBe(404);
    const again = await callV1(`/admin/block_account/${stylist.accountId}`, {
      method: "DELETE",
      headers: admin.headers,
    });
    expect(again.status).toBe(422);

    const unblock = await callV1(`/admin/unblock_account/${stylist.accountId}`, {
      method: "PUT",
      headers: admin.headers,
    });
    expect((await json(unblock)).message).toBe(ADMIN_MESSAGES.unblocked);
    expect((await callV1(`/slideshow/${stylist.accountId}`)).status).toBe(200);
    expect((await callV1(`/public/accounts/${stylist.accountId}`)).status).toBe(200);
    await signIn(stylist.email, stylist.password);
    expect(
      (await callV1(`/admin/unblock_account/${stylist.accountId}`, { method: "PUT", headers: admin.headers })).status,
    ).toBe(422);
    expect((await auditOf(stylist.accountId)).map((entry) => entry.action)).toEqual([
      "approve_style",
      "block_account",
      "unblock_account",
    ]);
  });

  it("deletes an account with its rows and its media in R2, keeping the audit record", async () => {
    const admin = await signedInAdmin();
    const stylist = await signedIn();
    await addStyle(stylist.headers);
    expect((await env.MEDIA.list({ prefix: `accounts/${stylist.accountId}/` })).objects.length).toBeGreaterThan(0);

    const response = await callV1(`/admin/delete_account/${stylist.accountId}`, {
      method: "DELETE",
      headers: admin.headers,
    });
    expect((await json(response)).message).toBe(ADMIN_MESSAGES.deleted);
    expect((await env.MEDIA.list({ prefix: `accounts/${stylist.accountId}/` })).objects).toEqual([]);
    expect(await env.DB.prepare("SELECT id FROM accounts WHERE id = ?").bind(stylist.accountId).first()).toBeNull();
    expect(
      await env.DB.prepare("SELECT id FROM portfolios WHERE account_id = ?").bind(stylist.accountId).first(),
    ).toBeNull();
    expect(await auditOf(stylist.accountId)).toEqual([{ action: "delete_account", admin_email: admin.email }]);
    expect(
      (await callV1(`/admin/delete_account/${stylist.accountId}`, { method: "DELETE", headers: admin.headers })).status,
    ).toBe(404);
  });

  it("refuses to block or delete the admin's own account or another admin's", async () => {
    const admin = await signedInAdmin();
    const other = await signedInAdmin();
    for (const path of [`/admin/block_account/${admin.accountId}`, `/admin/delete_account/${admin.accountId}`]) {
      const response = await callV1(path, { method: "DELETE", headers: admin.headers });
      expect(response.status).toBe(422);
      expect((await json(response)).message).toBe(ADMIN_MESSAGES.notYourself);
    }
    const response = await callV1(`/admin/delete_account/${other.accountId}`, {
      method: "DELETE",
      headers: admin.headers,
    });
    expect((await json(response)).message).toBe(ADMIN_MESSAGES.notAdminAccount);
    expect((await callV1("/admin/block_account/nobody0000", { method: "DELETE", headers: admin.headers })).status).toBe(
      404,
    );
  });
});

describe("slideshow ads", () => {
  it("creates an image ad (webp slide and thumb) shown in a free account's slideshow, and deletes it with its files", async () => {
    const admin = await signedInAdmin();
    const stylist = await signedIn();
    const created = await postAd(
      admin.headers,
      adForm(await pngFile("Summer sale.png", 320, 180), { link: " https://example.com/summer?utm=tv " }),
    );
    expect(created.status).toBe(201);
    const body = await json<{ id: string; title: string; content_type: string; file: string; cover: string }>(created);
    expect(body.message).toBe(ADMIN_MESSAGES.adCreated);
    expect(body.data).toMatchObject({
      title: "Summer sale",
      content_type: "image/webp",
      link: "https://example.com/summer?utm=tv",
    });
    expect((await env.MEDIA.list({ prefix: `ads/${body.data.id}/` })).objects).toHaveLength(2);

    const listed = await json<{ rows: { id: string }[] }>(
      await callV1("/admin/ads/images", { headers: admin.headers }),
    );
    expect(listed.data.rows.map((ad) => ad.id)).toContain(body.data.id);
    const show = await json<{ ads: { id: string }[] }>(await callV1(`/slideshow/${stylist.accountId}`));
    expect(show.data.ads.map((ad) => ad.id)).toContain(body.data.id);

    const deleted = await callV1(`/admin/ads/${body.data.id}`, { method: "DELETE", headers: admin.headers });
    expect((await json(deleted)).message).toBe(ADMIN_MESSAGES.adDeleted);
    expect((await env.MEDIA.list({ prefix: `ads/${body.data.id}/` })).objects).toEqual([]);
    expect((await callV1(`/admin/ads/${body.data.id}`, { method: "DELETE", headers: admin.headers })).status).toBe(404);
  });

  it("keeps a video ad as sent, with its title", async () => {
    const admin = await signedInAdmin();
    const mp4 = realMp4();
    const created = await postAd(
      admin.headers,
      adForm(new File([mp4], "clip.mp4", { type: "video/mp4" }), { title: "Clip" }),
    );
    expect(created.status).toBe(201);
    expect((await json(created)).data).toMatchObject({ title: "Clip", content_type: "video/mp4", cover: null });
  });

  it.each([
    ["no file", async () => adForm(null), 422, "images"],
    ["an empty file", async () => adForm(new File([], "x.png")), 422, "images"],
    [
      "a text file",
      async () => adForm(new File(["hello, not a picture"], "x.png", { type: "image/png" })),
      422,
      "images",
    ],
    [
      "two files",
      async () => {
        const form = adForm(await pngFile("a.png"));
        form.append("images", await pngFile("b.png"));
        return form;
      },
      422,
      "images",
    ],
    ["a too long title", async () => adForm(await pngFile("a.png"), { title: "x".repeat(121) }), 422, "title"],
    [
      "a link that is no web address",
      async () => adForm(await pngFile("a.png"), { link: "javascript:alert(1)" }),
      422,
      "link",
    ],
    [
      "a link too long",
      async () => adForm(await pngFile("a.png"), { link: `https://x.example/${"a".repeat(500)}` }),
      422,
      "link",
    ],
  ])("refuses %s, storing nothing", async (_label, form, status, field) => {
    const admin = await signedInAdmin();
    const stored = async () => ({
      ads: await env.DB.prepare("SELECT COUNT(*) AS n FROM ads").first<number>("n"),
      files: (await env.MEDIA.list({ prefix: "ads/" })).objects.length,
    });
    const before = await stored();
    const response = await postAd(admin.headers, await form());
    expect(response.status).toBe(status);
    expect((await json(response)).input_name).toBe(field);
    expect(await stored()).toEqual(before);
  });

  it("refuses a file over 20 MB with 413 and a body that is not multipart with 415", async () => {
    const admin = await signedInAdmin();
    const big = await postAd(admin.headers, adForm(new File([new Uint8Array(21 * 1024 * 1024)], "big.png")));
    expect([413]).toContain(big.status);
    const notMultipart = await callV1("/admin/ads", { method: "POST", body: { images: "x" }, headers: admin.headers });
    expect(notMultipart.status).toBe(415);
  });
});

describe("analytics", () => {
  it("lists accounts with screens sorted by runtime, with totals, and a detail with histories", async () => {
    const admin = await signedInAdmin();
    const [busy, quiet] = [await createUser(), await createUser()];
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
    const now = new Date().toISOString();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO screen_presence (account_id, status, online_count, runtime_total, updated_at) VALUES (?, 'active', 2, 7200, ?), (?, 'inactive', 0, 60, ?)",
      ).bind(busy.accountId, now, quiet.accountId, now),
      env.DB.prepare("INSERT INTO screen_runtime_days (account_id, day, seconds) VALUES (?, ?, 1800)").bind(
        busy.accountId,
        today,
      ),
      env.DB.prepare(
        `INSERT INTO screen_sessions (id, account_id, screen_id, status, started_at, last_seen_at, seconds, browser_name, screen_width)
         VALUES ('sess-1', ?, 'tv-lobby', 'online', ?, ?, 1800, 'Chrome', 1920)`,
      ).bind(busy.accountId, now, now),
    ]);

    const page = await json<AnalyticsPage>(
      await callV1("/admin/portfolios_sessions?sort=runtime_today&dir=desc", { headers: admin.headers }),
    );
    expect(page.data.rows.slice(0, 2).map((row) => row.account_id)).toEqual([busy.accountId, quiet.accountId]);
    expect(page.data.rows[0]).toMatchObject({ status: "active", slideshow_online_count: 2, runtime_today: 1800 });
    expect(page.data).toMatchObject({ display_total: 2, running_time_total: 7260 });
    const ascending = await json<AnalyticsPage>(
      await callV1("/admin/portfolios_sessions?sort=runtime_total&dir=asc", { headers: admin.headers }),
    );
    expect(ascending.data.rows.map((row) => row.account_id)).toEqual([quiet.accountId, busy.accountId]);

    const detail = await json<AnalyticsDetail>(
      await callV1(`/admin/portfolios_sessions/${busy.accountId}`, { headers: admin.headers }),
    );
    expect(detail.data).toMatchObject({
      runtime_month: 1800,
      browser_info: { browser: { name: "Chrome", version: null } },
      screen_info: { width: 1920, height: null },
      connection_histories: [{ connection_id: "sess-1", screen_id: "tv-lobby", time_spent: 1800, status: "online" }],
    });
    const none = await json<AnalyticsDetail>(
      await callV1(`/admin/portfolios_sessions/${quiet.accountId}`, { headers: admin.headers }),
    );
    expect(none.data.connection_histories).toEqual([]);
    expect((await callV1("/admin/portfolios_sessions?sort=company", { headers: admin.headers })).status).toBe(422);
    expect((await callV1("/admin/portfolios_sessions/nobody0000", { headers: admin.headers })).status).toBe(404);
  });
});
