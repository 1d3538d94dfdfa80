import { env } from "cloudflare:test";
import type { GalleryPage, PublicProfile, PublicStyle, Sitemap } from "@contract/visitor";
import { GALLERY_PAGE_SIZE } from "@contract/visitor";
import { savePromotion } from "@workers/db/styles";
import { describe, expect, it } from "vitest";
import { callV1, createUser, json } from "../support/api";
import { addStyle } from "../support/styles";

async function shop(profile: { company: string; city: string; tags?: string[] }) {
  const user = await createUser();
  await env.DB.prepare("UPDATE accounts SET company = ?, city = ?, tags = ? WHERE id = ?")
    .bind(profile.company, profile.city, JSON.stringify(profile.tags ?? []), user.accountId)
    .run();
  return user;
}

const gallery = async (query: Record<string, string> = {}) => {
  const response = await callV1(`/public/gallery?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return (await json<GalleryPage>(response)).data;
};
const ids = (page: GalleryPage) => page.styles.map((style) => style.id);

describe("GET /v1/public/gallery (Explore)", () => {
  it("searches company, city, tags and style with prefixes, accents folded both ways", async () => {
    const koeln = await shop({ company: "Haarwerk Müller", city: "Köln", tags: ["#ombre"] });
    const koln = await shop({ company: "Cuts & Co", city: "Koln" });
    const berlin = await shop({ company: "Kiez Salon", city: "Berlin" });
    const a = await addStyle(koeln.accountId, { tags: ["#balayage"] });
    const b = await addStyle(koln.accountId, { style: "curly", tags: ["#curls"] });
    const c = await addStyle(berlin.accountId, { style: "fade", gender: "male", color: "black", tags: ["#skinfade"] });

    expect(ids(await gallery({ q: "Kö" })).sort()).toEqual([a, b].sort());
    expect(ids(await gallery({ q: "koln" })).sort()).toEqual([a, b].sort());
    expect(ids(await gallery({ q: "müll" }))).toEqual([a]);
    expect(ids(await gallery({ q: "#balay" }))).toEqual([a]);
    expect(ids(await gallery({ q: "ombre" }))).toEqual([a]); // a plain word finds the profile's tags too
    expect(ids(await gallery({ q: "#ombre" }))).toEqual([]); // a #tag only the style's (issue 25)
    expect(ids(await gallery({ q: "curly" }))).toEqual([b]);
    expect(ids(await gallery({ q: "skinfade berlin" }))).toEqual([c]);
    expect(ids(await gallery({ q: "skinfade köln" }))).toEqual([]);
    // FTS5 syntax typed by a visitor is text, never an error
    for (const q of [
      '"',
      "AND",
      "a OR",
      "NEAR(",
      "tags:x",
      "*",
      "-",
      "#",
      '#"x',
      "#tags:x",
      "#NEAR(",
      "'; DROP TABLE portfolios; --",
    ]) {
      expect((await callV1(`/public/gallery?${new URLSearchParams({ q })}`)).status).toBe(200);
    }
  });

  it("finds a #tag in the style's own tags only, never in the profile's tags or the shop's name (issue 25)", async () => {
    // Gold Cuts says #braids on its profile, but none of its styles carries it.
    const goldCuts = await shop({ company: "Gold Cuts", city: "Tagtown", tags: ["#braids", "#fade"] });
    const short = await addStyle(goldCuts.accountId, { style: "short", tags: ["#bob"] });
    const braidsShop = await shop({ company: "Braids Palace", city: "Tagtown" });
    const palaceBob = await addStyle(braidsShop.accountId, { tags: ["#bob"] });
    const other = await shop({ company: "Zopf Studio", city: "Tagtown" });
    const braided = await addStyle(other.accountId, { style: "braids", tags: ["#braids", "#föhn", "#skin-fade"] });

    expect(ids(await gallery({ q: "#braids" }))).toEqual([braided]);
    expect(ids(await gallery({ q: "#braids tagtown" }))).toEqual([braided]);
    expect(ids(await gallery({ q: "#brai" }))).toEqual([braided]); // a prefix
    expect(ids(await gallery({ q: "#FOHN" }))).toEqual([braided]); // case and accents folded
    expect(ids(await gallery({ q: "#skin-fade" }))).toEqual([braided]);
    expect(ids(await gallery({ q: "#fade" }))).toEqual([braided]); // a word of #skin-fade; Gold Cuts' profile never counts
    expect(ids(await gallery({ q: "#bob" })).sort()).toEqual([short, palaceBob].sort());
    expect(ids(await gallery({ q: "#bob gold" }))).toEqual([short]);
    // A plain word still searches the company, the city, the profile's tags and the style's fields.
    expect(ids(await gallery({ q: "braids" })).sort()).toEqual([short, palaceBob, braided].sort());
    expect(ids(await gallery({ q: "gold" }))).toEqual([short]);
    // A # with nothing to search is no search at all.
    expect((await gallery({ q: "# #-" })).styles.length).toBeGreaterThanOrEqual(3);
  });

  it("follows the account: a renamed city or company is searchable at once", async () => {
    const moving = await shop({ company: "Wanderer", city: "Hamburg" });
    const id = await addStyle(moving.accountId);
    await env.DB.prepare("UPDATE accounts SET city = 'Düsseldorf' WHERE id = ?").bind(moving.accountId).run();
    expect(ids(await gallery({ q: "dusseldorf" }))).toEqual([id]);
    expect(ids(await gallery({ q: "hamburg wanderer" }))).toEqual([]);
  });

  it("filters by gender, colour and style, and refuses values the form does not offer", async () => {
    const owner = await shop({ company: "Filter Shop", city: "Filtertown" });
    const red = await addStyle(owner.accountId, { color: "red", gender: "unisex", style: "braids" });
    await addStyle(owner.accountId, { color: "grey", gender: "unisex", style: "braids" });
    expect(ids(await gallery({ q: "filtertown", color: "red" }))).toEqual([red]);
    expect(ids(await gallery({ q: "filtertown", gender: "unisex", style: "braids" }))).toHaveLength(2);
    const bad = await callV1("/public/gallery?color=purple");
    expect(bad.status).toBe(422);
    expect(await json(bad)).toMatchObject({ input_name: "color", message: expect.stringContaining("color must be") });
    expect((await callV1("/public/gallery?page=abc")).status).toBe(422);
    expect((await callV1(`/public/gallery?q=${"x".repeat(81)}`)).status).toBe(422);
  });

  it("shows only approved styles of visible accounts marked for the gallery, promoted ones first, in pages", async () => {
    const owner = await shop({ company: "Pager", city: "Pagetown" });
    const made: string[] = [];
    for (let i = 0; i < GALLERY_PAGE_SIZE + 2; i++) made.push(await addStyle(owner.accountId));
    const unapproved = await addStyle(owner.accountId, { approved: false });
    const hidden = await addStyle(owner.accountId, { show_in_gallery: false });
    const promoted = made[0] ?? "";
    await savePromotion(env.DB, promoted, "style_one_day", 1);

    const first = await gallery({ q: "pagetown" });
    expect(first.has_more).toBe(true);
    expect(first.styles).toHaveLength(GALLERY_PAGE_SIZE);
    expect(first.styles[0]).toMatchObject({ id: promoted, promoted: true, company: "Pager", city: "Pagetown" });
    expect(first.styles[0]?.cover).toMatch(/^\/media\/accounts\/.+-cover\.webp$/);
    const second = await gallery({ q: "pagetown", page: "2" });
    expect(second.has_more).toBe(false);
    const all = [...ids(first), ...ids(second)];
    expect(all.sort()).toEqual([...made].sort());
    expect(all).not.toContain(unapproved);
    expect(all).not.toContain(hidden);

    await env.DB.prepare("UPDATE users SET status = 'blocked' WHERE account_id = ?").bind(owner.accountId).run();
    expect(ids(await gallery({ q: "pagetown" }))).toEqual([]);
  });
});

describe("GET /v1/public/accounts/{id} and /v1/public/styles/{id}", () => {
  it("answers a profile by account or user id with its public fields and approved styles only", async () => {
    const owner = await shop({ company: "Salon Öko", city: "Köln", tags: ["#eco"] });
    const shown = await addStyle(owner.accountId, { tags: ["#bob"] });
    await addStyle(owner.accountId, { approved: false });
    await addStyle(owner.accountId, { hidden_in_portfolio: true });
    for (const id of [owner.accountId, owner.userId]) {
      const response = await callV1(`/public/accounts/${id}`);
      expect(response.status).toBe(200);
      const { data } = await json<PublicProfile>(response);
      expect(data).toMatchObject({ account_id: owner.accountId, company: "Salon Öko", city: "Köln", tags: ["#eco"] });
      expect(data.styles.map((style) => style.id)).toEqual([shown]);
      expect(JSON.stringify(data)).not.toContain(owner.email);
      expect(data).not.toHaveProperty("referral_code");
    }
  });

  it("answers an approved style with its media (a video pair as the video) and others also viewed", async () => {
    const owner = await shop({ company: "Video Shop", city: "Bonn" });
    const video = await addStyle(owner.accountId, { video: true, style: "short" });
    const other = await addStyle(owner.accountId, { style: "short" });
    const response = await callV1(`/public/styles/${video}`);
    expect(response.status).toBe(200);
    const { data } = await json<PublicStyle>(response);
    expect(data.media).toEqual([
      expect.objectContaining({ kind: "video", src: expect.stringMatching(/\.mp4$/), cover: expect.any(String) }),
    ]);
    expect(data.others[0]?.id).toBe(other);
    expect(data.others.map((card) => card.id)).not.toContain(video);
  });

  it("is 404 for unknown ids, unapproved styles and blocked or deleted accounts", async () => {
    const owner = await shop({ company: "Blocked Shop", city: "Bremen" });
    const approved = await addStyle(owner.accountId);
    const unapproved = await addStyle(owner.accountId, { approved: false });
    expect((await callV1("/public/accounts/nosuchid00")).status).toBe(404);
    expect((await callV1("/public/styles/nosuchid00")).status).toBe(404);
    const notFound = await callV1(`/public/styles/${unapproved}`);
    expect(notFound.status).toBe(404);
    expect(await json(notFound)).toMatchObject({ status: 404, message: "Not found" });
    for (const status of ["blocked", "deleted"]) {
      await env.DB.prepare("UPDATE users SET status = ? WHERE account_id = ?").bind(status, owner.accountId).run();
      expect((await callV1(`/public/accounts/${owner.accountId}`)).status).toBe(404);
      expect((await callV1(`/public/styles/${approved}`)).status).toBe(404);
    }
  });
});

describe("GET /v1/public/sitemap", () => {
  it("lists profiles with approved styles and those styles, never blocked ones", async () => {
    const listed = await shop({ company: "Listed", city: "Kiel" });
    const blocked = await shop({ company: "Unlisted", city: "Kiel" });
    const style = await addStyle(listed.accountId);
    const gone = await addStyle(blocked.accountId);
    await env.DB.prepare("UPDATE users SET status = 'blocked' WHERE account_id = ?").bind(blocked.accountId).run();
    const { data } = await json<Sitemap>(await callV1("/public/sitemap"));
    expect(data.accounts.map((account) => account.account_id)).toContain(listed.accountId);
    expect(data.accounts.map((account) => account.account_id)).not.toContain(blocked.accountId);
    expect(data.styles.map((row) => row.id)).toContain(style);
    expect(data.styles.map((row) => row.id)).not.toContain(gone);
  });
});
