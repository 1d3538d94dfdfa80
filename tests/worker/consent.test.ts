import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { readConfig } from "@contract/config";
import { CONSENT_MESSAGES, CONSENT_TEXT_VERSION } from "@contract/consent";
import { COOKIES } from "@contract/cookies";
import { pagesShowingStyle } from "@contract/public-paths";
import type { Slideshow } from "@contract/slideshow";
import type { Style } from "@contract/style";
import { giveConsent, withdrawConsent } from "@workers/db/consents";
import { CACHE_STATUS, withEdgeCache } from "@workers/edge-cache";
import { runHousekeeping } from "@workers/jobs/housekeeping";
import { describe, expect, it } from "vitest";
import { callV1, createUser, json, mailsTo, signedIn, uniqueEmail } from "../support/api";
import { addStyle } from "../support/styles";

/** Issue 35: a client's consent, given in the shop or by a one-time link, and withdrawn without a login. */

type Consent = {
  client_name: string;
  client_email: string | null;
  channels: { pages: boolean; screens: boolean };
  given_by: string;
  text_version: string;
};

const answer = { client_name: "Mia Client", pages: true, screens: true, agree: true };

/** The token in the first link of a mail that leads to `prefix`. */
function tokenIn(text: string, prefix: string) {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(prefix));
  return link ? decodeURIComponent(new URL(link).pathname.slice(prefix.length)) : null;
}

async function shopWithStyle() {
  const owner = await signedIn();
  await env.DB.prepare("UPDATE accounts SET company = 'Mia Cuts' WHERE id = ?").bind(owner.accountId).run();
  const style = await addStyle(owner.accountId, { subject: "client" });
  return { owner, style };
}

const slidesOf = async (accountId: string) =>
  (await json<Slideshow>(await callV1(`/slideshow/${accountId}`))).data.slides.map((slide) => slide.key);

describe("consent given in the shop (issue 35)", () => {
  it("is kept with its channels, name, date, words and way, and shows the style where it says", async () => {
    const { owner, style } = await shopWithStyle();
    expect(await slidesOf(owner.accountId)).toEqual([]); // a client's style waits for consent
    const response = await callV1(`/users/portfolios/${style}/consent`, {
      body: { ...answer, screens: false },
      headers: owner.headers,
    });
    expect(response.status).toBe(201);
    const { data, message } = await json<Consent>(response);
    expect(message).toBe(CONSENT_MESSAGES.givenInShop);
    expect(data).toMatchObject({
      client_name: "Mia Client",
      client_email: null,
      channels: { pages: true, screens: false },
      given_by: "in_shop",
    });
    expect((await callV1(`/public/styles/${style}`)).status).toBe(200);
    expect(await slidesOf(owner.accountId)).toEqual([]);
    const read = await json<Consent>(await callV1(`/users/portfolios/${style}/consent`, { headers: owner.headers }));
    expect(read.data.channels).toEqual({ pages: true, screens: false });
  });

  it("names the field of every wrong answer, and keeps nothing", async () => {
    const { owner, style } = await shopWithStyle();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...answer, pages: false, screens: false }, "pages", CONSENT_MESSAGES.noChannel],
      [{ ...answer, agree: false }, "agree", CONSENT_MESSAGES.notAgreed],
      [{ ...answer, client_name: "  " }, "client_name", CONSENT_MESSAGES.nameRequired],
      [{ ...answer, client_name: "x".repeat(101) }, "client_name", CONSENT_MESSAGES.nameTooLong],
      [{ ...answer, client_name: 42 }, "client_name", CONSENT_MESSAGES.nameRequired],
      [{ ...answer, client_email: "not-an-address" }, "client_email", CONSENT_MESSAGES.emailInvalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await callV1(`/users/portfolios/${style}/consent`, { body, headers: owner.headers });
      expect(response.status, field).toBe(422);
      expect(await json(response), field).toMatchObject({ input_name: field, message });
    }
    const kept = await env.DB.prepare("SELECT COUNT(*) AS n FROM style_consents WHERE portfolio_id = ?")
      .bind(style)
      .first<number>("n");
    expect(kept).toBe(0);
  });

  it("keeps a name with markup as the text it is", async () => {
    const { owner, style } = await shopWithStyle();
    const name = "<img src=x onerror=alert(1)> Mia";
    const response = await callV1(`/users/portfolios/${style}/consent`, {
      body: { ...answer, client_name: name },
      headers: owner.headers,
    });
    expect((await json<Consent>(response)).data.client_name).toBe(name);
  });

  it("is another account's to give only for its own styles", async () => {
    const { style } = await shopWithStyle();
    const stranger = await signedIn();
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await callV1(`/users/portfolios/${style}/consent`, {
        method,
        headers: stranger.headers,
        ...(method === "POST" ? { body: answer } : {}),
      });
      expect(response.status, method).toBe(404);
    }
  });
});

describe("consent by link (issue 35)", () => {
  it("mails a one-time link the client answers on their own phone, once", async () => {
    const { owner, style } = await shopWithStyle();
    const client = uniqueEmail("client");
    const made = await callV1(`/users/portfolios/${style}/consent_link`, {
      body: { email: client },
      headers: owner.headers,
    });
    expect(made.status).toBe(201);
    const [mail] = await mailsTo(client);
    const token = tokenIn(mail?.text_body ?? "", "/consent/");
    expect(token).toBeTruthy();
    const { data: link } = await json<{ url: string }>(made);
    expect(link.url).toContain(`/consent/${encodeURIComponent(token ?? "")}`);

    const asked = await json<{ company: string; pictures: string[] }>(await callV1(`/consent/${token}`));
    expect(asked.data).toEqual({ company: "Mia Cuts", pictures: [expect.stringContaining(`/styles/${style}/`)] });

    const given = await callV1(`/consent/${token}`, { body: { ...answer, client_email: client } });
    expect(given.status).toBe(201);
    expect((await json<Consent>(given)).data).toMatchObject({ given_by: "link", client_email: client });
    expect(await slidesOf(owner.accountId)).toEqual([`style:${style}`]);

    // Used up: a second answer and a second look both find nothing.
    const again = await callV1(`/consent/${token}`, { body: { ...answer, pages: false } });
    expect(again.status).toBe(404);
    expect((await json(again)).message).toBe(CONSENT_MESSAGES.linkGone);
    expect((await callV1(`/consent/${token}`)).status).toBe(404);
  });

  it("expires, and an unknown token is the same 404", async () => {
    const { owner, style } = await shopWithStyle();
    const made = await json<{ url: string }>(
      await callV1(`/users/portfolios/${style}/consent_link`, { body: {}, headers: owner.headers }),
    );
    const token = decodeURIComponent(new URL(made.data.url).pathname.slice("/consent/".length));
    await env.DB.prepare("UPDATE consent_links SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    expect((await callV1(`/consent/${token}`, { body: answer })).status).toBe(404);
    expect((await callV1("/consent/not-a-token", { body: answer })).status).toBe(404);
  });
});

describe("withdrawal (issue 35)", () => {
  it("by the client's link: off the screens and the pages, the owner told, the client confirmed; once", async () => {
    const { owner, style } = await shopWithStyle();
    const client = uniqueEmail("client");
    await callV1(`/users/portfolios/${style}/consent`, {
      body: { ...answer, client_email: client },
      headers: owner.headers,
    });
    expect(await slidesOf(owner.accountId)).toEqual([`style:${style}`]);
    // A client's files are cached for minutes, not a year: their consent can end.
    const file = `accounts/${owner.accountId}/styles/${style}/a-slide.webp`;
    await env.MEDIA.put(file, new Uint8Array([1, 2, 3]), { httpMetadata: { contentType: "image/webp" } });
    const served = await SELF.fetch(`http://localhost/media/${file}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=300");
    await served.arrayBuffer();
    const [copy] = await mailsTo(client);
    const token = tokenIn(copy?.text_body ?? "", "/consent/withdraw/");
    expect(token).toBeTruthy();

    const withdrawn = await callV1(`/consent/withdraw/${token}`, { method: "POST" });
    expect(withdrawn.status).toBe(200);
    expect(await slidesOf(owner.accountId)).toEqual([]);
    const gone = await callV1(`/public/styles/${style}`);
    expect(gone.status).toBe(410);
    expect((await json(gone)).message).toBe(CONSENT_MESSAGES.takenDown);
    expect((await SELF.fetch(`http://localhost/media/${file}`)).status).toBe(404);
    // Its owner (and the admin) still see it, by a grant in the URLs their reads answer; nobody else, no shared cache.
    const mine = await json<Style>(await callV1(`/users/portfolios/${style}`, { headers: owner.headers }));
    const granted = mine.data.attributes.payload[0]?.slideshow_16x9 ?? "";
    expect(granted).toMatch(new RegExp(`^/media/${file}\\?grant=\\d+\\.[\\w-]+$`));
    const ownerCopy = await SELF.fetch(`http://localhost${granted}`);
    expect(ownerCopy.status).toBe(200);
    expect(ownerCopy.headers.get("Cache-Control")).toBe("private, max-age=300");
    await ownerCopy.arrayBuffer();
    const otherFile = `accounts/${owner.accountId}/styles/${style}/a-thumb.webp`;
    await env.MEDIA.put(otherFile, new Uint8Array([4]), { httpMetadata: { contentType: "image/webp" } });
    const forged = granted.replace(file, otherFile);
    const expired = granted.replace(/grant=\d+/, "grant=1000");
    for (const url of [forged, expired, `${granted}x`]) {
      expect((await SELF.fetch(`http://localhost${url}`)).status, url).toBe(404);
    }
    expect((await mailsTo(owner.email))[0]?.subject).toBe("A client withdrew their consent");
    expect((await mailsTo(client))[0]?.subject).toBe("Your photos are coming down at Mia Cuts");
    expect((await callV1(`/consent/withdraw/${token}`, { method: "POST" })).status).toBe(404);
  });

  it("by the owner: once, and this data centre's cached pages that showed it are dropped at once", async () => {
    const { owner, style } = await shopWithStyle();
    await callV1(`/users/portfolios/${style}/consent`, { body: answer, headers: owner.headers });
    // Every page that showed the style, cached as a visitor got it, with the cookie banner and without.
    const pages = pagesShowingStyle({ id: style, account_id: owner.accountId, company: "Mia Cuts" });
    const origin = readConfig(env).APP_ORIGIN ?? "";
    const visits = pages.flatMap((page) => [
      new Request(new URL(page, origin)),
      new Request(new URL(page, origin), { headers: { Cookie: `${COOKIES.consent}=accepted` } }),
    ]);
    const visit = async (request: Request, page: string) => {
      const ctx = createExecutionContext();
      const response = await withEdgeCache(request, ctx, async () => new Response(page, { status: 200 }));
      await waitOnExecutionContext(ctx);
      return response;
    };
    for (const request of visits) await visit(request, "with the style");
    for (const request of visits) expect((await visit(request, "")).headers.get(CACHE_STATUS)).toBe("HIT");

    const path = `/users/portfolios/${style}/consent`;
    expect((await callV1(path, { method: "DELETE", headers: owner.headers })).status).toBe(200);
    for (const request of visits)
      expect((await visit(request, "")).headers.get(CACHE_STATUS), request.url).toBe("MISS");
    expect(await slidesOf(owner.accountId)).toEqual([]);
    expect((await callV1(path, { method: "DELETE", headers: owner.headers })).status).toBe(404);
  });
});

describe("a withdrawn style's files (issue 35)", () => {
  it("are deleted 30 days after the withdrawal by the Cron job, unless the client agreed again", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const shop = await createUser();
    const style = (name: string) => addStyle(shop.accountId, { subject: "client", tags: [`#${name}`] });
    const [old, recent, again] = [await style("old"), await style("recent"), await style("again")];
    for (const id of [old, recent, again]) {
      await giveConsent(
        env.DB,
        {
          styleId: id,
          clientName: "Mia",
          clientEmail: null,
          channels: { pages: true, screens: true },
          textVersion: CONSENT_TEXT_VERSION,
          way: "in_shop",
          withdrawTokenHash: null,
        },
        new Date(now - 40 * DAY),
      );
    }
    await withdrawConsent(env.DB, old, "client", new Date(now - 31 * DAY));
    await withdrawConsent(env.DB, recent, "client", new Date(now - 5 * DAY));
    await withdrawConsent(env.DB, again, "client", new Date(now - 31 * DAY));
    await giveConsent(
      env.DB,
      {
        styleId: again,
        clientName: "Mia",
        clientEmail: null,
        channels: { pages: true, screens: false },
        textVersion: CONSENT_TEXT_VERSION,
        way: "link",
        withdrawTokenHash: null,
      },
      new Date(now - 2 * DAY),
    );
    const file = (id: string) => `accounts/${shop.accountId}/styles/${id}/a-slide.webp`;
    for (const id of [old, recent, again]) await env.MEDIA.put(file(id), new Uint8Array([1]));

    const { withdrawnDeleted } = await runHousekeeping(env, readConfig(env), now);
    expect(withdrawnDeleted).toBe(1);
    const left = await env.DB.prepare("SELECT id FROM portfolios WHERE account_id = ? ORDER BY id")
      .bind(shop.accountId)
      .all<{ id: string }>();
    expect(left.results.map((row) => row.id).sort()).toEqual([recent, again].sort());
    expect(await env.MEDIA.head(file(old))).toBeNull();
    expect(await env.MEDIA.head(file(recent))).not.toBeNull();
    expect(await env.MEDIA.head(file(again))).not.toBeNull();
  });
});

describe("who is in a style (issue 35)", () => {
  it("is recorded in one tap, and a style with a client's consent on record cannot be made a nobody's", async () => {
    const { owner, style } = await shopWithStyle();
    const unrecorded = await addStyle(owner.accountId);
    const subject = (id: string, value: string) =>
      callV1(`/users/portfolios/${id}/subject`, { method: "PUT", body: { subject: value }, headers: owner.headers });
    expect((await subject(unrecorded, "none")).status).toBe(200);
    const list = await json<{ id: string; attributes: { subject: string | null } }[]>(
      await callV1("/users/my_portfolios", { headers: owner.headers }),
    );
    expect(list.data.find((item) => item.id === unrecorded)?.attributes.subject).toBe("none");

    await callV1(`/users/portfolios/${style}/consent`, { body: answer, headers: owner.headers });
    await callV1(`/users/portfolios/${style}/consent`, { method: "DELETE", headers: owner.headers });
    const refused = await subject(style, "none");
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ input_name: "subject", message: CONSENT_MESSAGES.staysClients });
    expect((await callV1(`/public/styles/${style}`)).status).toBe(410);
    expect((await subject(style, "nobody")).status).toBe(422);
  });
});

describe("the consent log (issue 35)", () => {
  it("says what happened and when, for the owner and the admin only", async () => {
    const { owner, style } = await shopWithStyle();
    const path = `/users/portfolios/${style}/consent`;
    await callV1(path, { body: answer, headers: owner.headers });
    await callV1(path, { body: { ...answer, pages: false }, headers: owner.headers });
    await callV1(path, { method: "DELETE", headers: owner.headers });
    const log = async (headers: Record<string, string>) =>
      callV1(`/users/portfolios/${style}/consent_log`, { headers });
    const entries = (await json<{ at: string; kind: string; detail: string }[]>(await log(owner.headers))).data;
    expect(entries.map((entry) => entry.kind)).toEqual(["consent_given", "consent_changed", "consent_withdrawn"]);
    expect(entries[0]?.detail).toBe(`Mia Client · pages, screens · in the shop · text ${CONSENT_TEXT_VERSION}`);
    expect(entries[1]?.detail).toContain("· screens ·");
    expect(entries[2]?.detail).toBe("Mia Client · by the owner");
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort());

    expect((await log((await signedIn()).headers)).status).toBe(404);
    expect((await log((await signedIn({ abilities: ["admin"] })).headers)).status).toBe(200);
  });
});
