import { env } from "cloudflare:test";
import { type Channels, CONSENT_TEXT_VERSION } from "@contract/consent";
import type { Slideshow } from "@contract/slideshow";
import type { Style } from "@contract/style";
import type { GalleryPage, PublicProfile, PublicStyle, Sitemap } from "@contract/visitor";
import { giveConsent, withdrawConsent } from "@workers/db/consents";
import { describe, expect, it } from "vitest";
import { callV1, createUser, json, signedIn } from "../support/api";
import { addStyle } from "../support/styles";

/**
 * Issue 35: a style shows in a channel only where its consent lets it. This walks every public read a page or a
 * TV makes (the pages' loaders read nothing else: they go through these /v1 reads) and finds each style only in
 * the channels its consent covers.
 */

const consent = (styleId: string, channels: Channels) =>
  giveConsent(env.DB, {
    styleId,
    clientName: "Mia Client",
    clientEmail: null,
    channels,
    textVersion: CONSENT_TEXT_VERSION,
    way: "in_shop",
    withdrawTokenHash: null,
  });

async function read<T>(path: string, headers: Record<string, string> = {}) {
  const response = await callV1(path, { headers });
  return { status: response.status, data: response.status === 200 ? (await json<T>(response)).data : null };
}

/** Where each style of the shop shows, as every public read answers. */
async function whereShown(accountId: string, styleIds: string[], visitor: Record<string, string>) {
  const gallery = (await read<GalleryPage>(`/public/gallery?q=${encodeURIComponent("Consent City")}`)).data;
  const profile = (await read<PublicProfile>(`/public/accounts/${accountId}`)).data;
  const sitemap = (await read<Sitemap>("/public/sitemap")).data;
  const list = (await read<Style[]>(`/users/${accountId}/portfolios`)).data;
  const show = (await read<Slideshow>(`/slideshow/${accountId}`)).data;
  const where: Record<string, string[]> = {};
  for (const id of styleIds) {
    const page = await read<PublicStyle>(`/public/styles/${id}`);
    const another = await read<Style>(`/users/portfolios/${id}`, visitor);
    where[id] = [
      ...(gallery?.styles.some((style) => style.id === id) ? ["explore"] : []),
      ...(profile?.styles.some((style) => style.id === id) ? ["profile"] : []),
      ...(page.status === 200 ? ["style page"] : []),
      ...(sitemap?.styles.some((style) => style.id === id) ? ["sitemap"] : []),
      ...(list?.some((style) => style.id === id) ? ["public list"] : []),
      ...(another.status === 200 ? ["another's read"] : []),
      ...(show?.slides.some((slide) => slide.key === `style:${id}`) ? ["screens"] : []),
    ];
  }
  return where;
}

const PAGES = ["explore", "profile", "style page", "sitemap", "public list", "another's read"];

describe("consent channels (issue 35)", () => {
  it("shows each style only in the channels its consent covers, in every public read", async () => {
    const shop = await createUser();
    await env.DB.prepare("UPDATE accounts SET company = 'Consent Cuts', city = 'Consent City' WHERE id = ?")
      .bind(shop.accountId)
      .run();
    const visitor = await signedIn();
    const nobody = await addStyle(shop.accountId, { subject: "none" });
    const unrecorded = await addStyle(shop.accountId);
    const pagesOnly = await addStyle(shop.accountId, { subject: "client" });
    const screensOnly = await addStyle(shop.accountId, { subject: "client" });
    const both = await addStyle(shop.accountId, { subject: "client" });
    const waiting = await addStyle(shop.accountId, { subject: "client" });
    const withdrawn = await addStyle(shop.accountId, { subject: "client" });
    const unapproved = await addStyle(shop.accountId, { subject: "client", approved: false });
    await consent(pagesOnly, { pages: true, screens: false });
    await consent(screensOnly, { pages: false, screens: true });
    await consent(both, { pages: true, screens: true });
    await consent(withdrawn, { pages: true, screens: true });
    await consent(unapproved, { pages: true, screens: true });
    expect(await withdrawConsent(env.DB, withdrawn, "client")).toBe(true);

    const ids = [nobody, unrecorded, pagesOnly, screensOnly, both, waiting, withdrawn, unapproved];
    expect(await whereShown(shop.accountId, ids, visitor.headers)).toEqual({
      [nobody]: [...PAGES, "screens"],
      [unrecorded]: [...PAGES, "screens"], // not recorded yet: as before the question was asked
      [pagesOnly]: PAGES,
      [screensOnly]: ["screens"],
      [both]: [...PAGES, "screens"],
      [waiting]: [], // a client's, no consent yet
      [withdrawn]: [],
      [unapproved]: [], // the admin's approval is needed as well
    });
  });

  it("lets a new consent replace the one that stood, and a withdrawal end it everywhere at once", async () => {
    const shop = await createUser();
    const style = await addStyle(shop.accountId, { subject: "client" });
    await consent(style, { pages: true, screens: true });
    await consent(style, { pages: false, screens: true }); // the client changed their mind: screens only
    const rows = await env.DB.prepare(
      "SELECT on_pages, withdrawn_by FROM style_consents WHERE portfolio_id = ? ORDER BY given_at, rowid",
    )
      .bind(style)
      .all<{ on_pages: number; withdrawn_by: string | null }>();
    expect(rows.results).toEqual([
      { on_pages: 1, withdrawn_by: "replaced" },
      { on_pages: 0, withdrawn_by: null },
    ]);
    expect((await read(`/public/styles/${style}`)).status).toBe(404);
    expect((await read<Slideshow>(`/slideshow/${shop.accountId}`)).data?.slides).toHaveLength(1);

    expect(await withdrawConsent(env.DB, style, "owner")).toBe(true);
    expect((await read<Slideshow>(`/slideshow/${shop.accountId}`)).data?.slides).toHaveLength(0);
    expect(await withdrawConsent(env.DB, style, "owner")).toBe(false); // nothing stands any more
  });

  it("tells the owner who is in each style and where its consent lets it show", async () => {
    const shop = await signedIn();
    const style = await addStyle(shop.accountId, { subject: "client" });
    await consent(style, { pages: false, screens: true });
    const own = (await read<Style[]>("/users/my_portfolios", shop.headers)).data ?? [];
    expect(own.find((item) => item.id === style)?.attributes).toMatchObject({
      subject: "client",
      channels: { pages: false, screens: true },
    });
  });
});
