import {
  createExecutionContext,
  env,
  runDurableObjectAlarm,
  runInDurableObject,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import type { AccountScreens } from "@workers/cable/account-screens";
import type { CableServer } from "@workers/cable/cable-server";
import { withEdgeCache } from "@workers/edge-cache";
import { visitorKey } from "@workers/scans/visitor-key";
import type { VisitTallyState } from "@workers/screen-model/visit-tally";
import { withVisitCount } from "@workers/visits/count-visit";
import { describe, expect, it } from "vitest";
import { createUser, screenOf } from "../support/api";
import { addStyle } from "../support/styles";

/**
 * Visits and taps (issue 36): a view of a shop's page counts once per phone
 * and page in 30 minutes, a tap once per phone and channel, in the account's
 * cable object, which writes hourly counters; a visit from a screen's QR code
 * and its taps are credited to that screen and style through `?via=`. Pages
 * do not render in worker tests (no React Router build), so visits are
 * counted through `withVisitCount` with the page a stand-in, as `workers/app.ts`
 * wraps the real one.
 */
const HOUR = 3_600_000;
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const OTHER_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const cable = (accountId: string) =>
  env.CABLE.get(env.CABLE.idFromName(`account:${accountId}`)) as DurableObjectStub<CableServer>;

/** A shop with channels, an address, an approved style and one TV (its scan code). */
async function shop() {
  const user = await createUser();
  await env.DB.prepare(
    `UPDATE accounts SET company = 'Gold Cuts', whatsapp = '+49 170 1234567', telephone = '030 1234567',
       booking_link = 'book.example/gold?ref=site', domain = 'goldcuts.example', address = 'Hauptstr. 1',
       zip_code = '10115', city = 'Berlin' WHERE id = ?`,
  )
    .bind(user.accountId)
    .run();
  const styleId = await addStyle(user.accountId);
  const tv = await screenOf(user);
  const scanCode = (await env.DB.prepare("SELECT scan_code FROM screens WHERE id = ?")
    .bind(tv.screenId)
    .first<string>("scan_code")) as string;
  return { accountId: user.accountId, styleId, screenId: tv.screenId, scanCode };
}

type Phone = { userAgent?: string; ip?: string; method?: string };
const headers = ({ userAgent = PHONE, ip = "203.0.113.7" }: Phone) => ({
  "User-Agent": userAgent,
  "CF-Connecting-IP": ip,
});

/** A view of `path` answered with `status` by a stand-in page, counted as the Worker counts it. */
async function visit(path: string, phone: Phone = {}, status = 200) {
  const ctx = createExecutionContext();
  const request = new Request(`https://stylecast.test${path}`, {
    method: phone.method ?? "GET",
    headers: headers(phone),
  });
  await withVisitCount(request, env, ctx, async () => new Response("page", { status }));
  await waitOnExecutionContext(ctx);
}

function tap(path: string, phone: Phone = {}) {
  return SELF.fetch(`http://localhost${path}`, {
    method: phone.method ?? "GET",
    redirect: "manual",
    headers: headers(phone),
  });
}

const unsaved = (accountId: string) => cable(accountId).unsavedVisits();
const visits = async (accountId: string) => (await unsaved(accountId)).visits.reduce((sum, row) => sum + row.visits, 0);
const taps = async (accountId: string) => (await unsaved(accountId)).taps.reduce((sum, row) => sum + row.taps, 0);

/** Every phone's 30 minutes over, as far as the object knows; with `hourOver`, the counted hours an hour back. */
async function timePasses(accountId: string, { hourOver = false } = {}) {
  await runInDurableObject(cable(accountId), async (instance, state) => {
    // What the object counted in the last moment, stored as its timer would.
    await (instance as unknown as { screens: AccountScreens }).screens.writeCounted(Date.now());
    const seen = await state.storage.list<number>({ prefix: "seen:" });
    for (const key of seen.keys()) await state.storage.put(key, Date.now() - 1);
    if (hourOver) {
      const tally = (await state.storage.get<VisitTallyState>("visits")) as VisitTallyState;
      const back = (counters: Record<string, number>) =>
        Object.fromEntries(
          Object.entries(counters).map(([key, count]) => {
            const parts = key.split("\t");
            parts[3] = String(Number(parts[3]) - HOUR);
            return [parts.join("\t"), count];
          }),
        );
      await state.storage.put("visits", { visits: back(tally.visits), taps: back(tally.taps) });
      await state.storage.put("seen_sweep", Date.now() - 1);
    }
    (instance as unknown as { accountScreens: null }).accountScreens = null;
  });
}

describe("visits (issue 36)", () => {
  it("counts a view of each visitor page once per phone and page in 30 minutes; not bots, not HEAD, not a 404", async () => {
    const { accountId, styleId } = await shop();
    const pages = [
      `/gold-cuts/me?account_id=${accountId}`,
      `/gold-cuts/stylist/${accountId}`,
      `/gold-cuts/${styleId}/style`,
    ];
    for (const page of pages) await visit(page);
    expect(await visits(accountId)).toBe(3);
    for (const page of pages) await visit(page);
    await visit(pages[2] as string, { userAgent: BOT });
    await visit(pages[2] as string, { userAgent: OTHER_PHONE, method: "HEAD" });
    await visit(`/gold-cuts/me?account_id=${accountId}&x=1`, { userAgent: OTHER_PHONE }, 404);
    await visit("/explore", { userAgent: OTHER_PHONE });
    expect(await visits(accountId)).toBe(3);
    // A second phone counts; the first again once its 30 minutes are over.
    await visit(pages[2] as string, { userAgent: OTHER_PHONE });
    await timePasses(accountId);
    await visit(pages[2] as string);
    const rows = (await unsaved(accountId)).visits;
    expect(
      rows
        .map(({ page, styleId, screenId, visits }) => ({ page, styleId, screenId, visits }))
        .sort((a, b) => a.page.localeCompare(b.page)),
    ).toEqual([
      { page: "me", styleId: "", screenId: "", visits: 1 },
      { page: "style", styleId, screenId: "", visits: 3 },
      { page: "stylist", styleId: "", screenId: "", visits: 1 },
    ]);
  });

  it("counts views that come at once, gathered into one call to the object, as it counts them one by one", async () => {
    const { accountId, styleId } = await shop();
    const page = `/gold-cuts/${styleId}/style`;
    const phones = Array.from({ length: 12 }, (_, index) => ({ ip: `198.51.100.${index + 1}` }));
    // Twelve phones, and the first of them twice, in the same moment.
    await Promise.all([...phones, phones[0] as Phone].map((phone) => visit(page, phone)));
    expect(await visits(accountId)).toBe(12);
  });

  it("counts a page the edge cache answered as it counts one rendered", async () => {
    const { accountId, styleId } = await shop();
    const cache = await caches.open(`visits-${accountId}`);
    let renders = 0;
    const page = async (phone: Phone) => {
      const ctx = createExecutionContext();
      const request = new Request(`https://stylecast.test/gold-cuts/${styleId}/style`, { headers: headers(phone) });
      const response = await withVisitCount(request, env, ctx, () =>
        withEdgeCache(
          request,
          ctx,
          async () => {
            renders++;
            return new Response("page", { headers: { "Content-Type": "text/html", "Cache-Control": "no-cache" } });
          },
          { cache },
        ),
      );
      await waitOnExecutionContext(ctx);
      return response;
    };
    await page({});
    await page({ userAgent: OTHER_PHONE });
    await page({ ip: "198.51.100.4" });
    expect(renders).toBe(1);
    expect(await visits(accountId)).toBe(3);
  });

  it("keeps no address and no user agent: a keyed hash that changes with the day", async () => {
    const { accountId, styleId } = await shop();
    await visit(`/gold-cuts/${styleId}/style`, { ip: "192.0.2.55" });
    const kept = await runInDurableObject(cable(accountId), async (instance, state) => {
      await (instance as unknown as { screens: AccountScreens }).screens.writeCounted(Date.now());
      return [...(await state.storage.list()).entries()];
    });
    expect(kept.filter(([key]) => key.startsWith("seen:"))).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toMatch(/192\.0\.2\.55|iPhone/);
    const request = new Request("https://stylecast.test/", { headers: headers({}) });
    const today = Date.UTC(2026, 10, 27, 12);
    const same = await visitorKey("secret", request, `visit:style:${styleId}`, today);
    expect(await visitorKey("secret", request, `visit:style:${styleId}`, today + HOUR)).toBe(same);
    expect(await visitorKey("secret", request, `visit:style:${styleId}`, today + 24 * HOUR)).not.toBe(same);
    expect(await visitorKey("other secret", request, `visit:style:${styleId}`, today)).not.toBe(same);
  });

  it("writes an hour's visits and taps to D1 once it is over, and forgets the phones", async () => {
    const { accountId, styleId } = await shop();
    await visit(`/gold-cuts/${styleId}/style`);
    await tap(`/t/whatsapp/${accountId}?style=${styleId}`);
    await expect.poll(() => taps(accountId)).toBe(1);
    await timePasses(accountId, { hourOver: true });
    await runDurableObjectAlarm(cable(accountId));
    const hour = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
    const rows = await env.DB.prepare("SELECT page, style_id, screen_id, hour, visits FROM visits WHERE account_id = ?")
      .bind(accountId)
      .all();
    expect(rows.results).toEqual([{ page: "style", style_id: styleId, screen_id: "", hour, visits: 1 }]);
    const tapRows = await env.DB.prepare(
      "SELECT channel, style_id, screen_id, hour, taps FROM taps WHERE account_id = ?",
    )
      .bind(accountId)
      .all();
    expect(tapRows.results).toEqual([{ channel: "whatsapp", style_id: styleId, screen_id: "", hour, taps: 1 }]);
    expect(await unsaved(accountId)).toEqual({ visits: [], taps: [] });
    const seen = await runInDurableObject(
      cable(accountId),
      async (_, state) => (await state.storage.list({ prefix: "seen:" })).size,
    );
    expect(seen).toBe(0);
  });
});

describe("taps (issue 36)", () => {
  it("leads each channel at once to the shop's link, booking and website with UTM tags", async () => {
    const { accountId } = await shop();
    const expected: [string, string][] = [
      ["whatsapp", "https://wa.me/491701234567"],
      ["call", "tel:0301234567"],
      ["book", "https://book.example/gold?ref=site&utm_source=stylecast&utm_medium=profile"],
      ["website", "https://goldcuts.example/?utm_source=stylecast&utm_medium=profile"],
      ["directions", "https://www.google.com/maps/dir/?api=1&destination=Hauptstr.%201%2C%2010115%20Berlin"],
    ];
    for (const [channel, location] of expected) {
      const response = await tap(`/t/${channel}/${accountId}`);
      expect(response.status, channel).toBe(302);
      expect(response.headers.get("Location"), channel).toBe(location);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
    await expect.poll(() => taps(accountId)).toBe(expected.length);
  });

  it("keeps a shop's own UTM source, and 404s what is no channel of a shop", async () => {
    const { accountId } = await shop();
    const other = await createUser();
    await env.DB.prepare("UPDATE accounts SET booking_link = 'https://book.example/?utm_source=mine' WHERE id = ?")
      .bind(other.accountId)
      .run();
    expect((await tap(`/t/book/${other.accountId}`)).headers.get("Location")).toBe(
      "https://book.example/?utm_source=mine",
    );
    for (const path of [
      `/t/telegram/${other.accountId}`,
      `/t/fax/${accountId}`,
      "/t/whatsapp/nosuchacct",
      `/t/whatsapp/${accountId}/x`,
      "/t/",
    ]) {
      const response = await tap(path);
      expect(response.status, path).toBe(404);
    }
    expect((await tap(`/t/whatsapp/${accountId}`, { method: "PUT" })).status).toBe(405);
  });

  it("counts a phone once per channel in 30 minutes, Call's ping too; bots and HEAD not at all", async () => {
    const { accountId } = await shop();
    await tap(`/t/whatsapp/${accountId}`);
    await tap(`/t/whatsapp/${accountId}`);
    await tap(`/t/book/${accountId}`);
    const ping = await tap(`/t/call/${accountId}`, { method: "POST" });
    expect(ping.status).toBe(204);
    await tap(`/t/whatsapp/${accountId}`, { userAgent: BOT });
    await tap(`/t/whatsapp/${accountId}`, { method: "HEAD" });
    await tap(`/t/whatsapp/${accountId}`, { userAgent: OTHER_PHONE });
    await expect.poll(() => taps(accountId)).toBe(4);
    const channels = (await unsaved(accountId)).taps.map((row) => [row.channel, row.taps]).sort();
    expect(channels).toEqual([
      ["book", 1],
      ["call", 1],
      ["whatsapp", 2],
    ]);
  });
});

describe("from a screen's QR code to a tap (issue 36)", () => {
  it("credits the visit and its taps to the screen and the style, and tags booking as from a screen", async () => {
    const { accountId, styleId, screenId, scanCode } = await shop();
    const code = `t${scanCode}${styleId}`;
    const scan = await SELF.fetch(`http://localhost/q/${code}`, { redirect: "manual", headers: headers({}) });
    const page = scan.headers.get("Location") as string;
    expect(page).toBe(`/gold-cuts/${styleId}/style?via=${code}`);
    await visit(page);
    const whatsapp = await tap(`/t/whatsapp/${accountId}?style=${styleId}&via=${code}`);
    expect(whatsapp.headers.get("Location")).toBe("https://wa.me/491701234567");
    const book = await tap(`/t/book/${accountId}?style=${styleId}&via=${code}`);
    expect(book.headers.get("Location")).toBe(
      "https://book.example/gold?ref=site&utm_source=stylecast&utm_medium=screen",
    );
    await expect.poll(() => taps(accountId)).toBe(2);
    const { visits: visitRows, taps: tapRows } = await unsaved(accountId);
    expect(visitRows.map(({ page, styleId, screenId, visits }) => ({ page, styleId, screenId, visits }))).toEqual([
      { page: "style", styleId, screenId, visits: 1 },
    ]);
    expect(
      tapRows
        .map(({ channel, styleId, screenId }) => ({ channel, styleId, screenId }))
        .sort((a, b) => a.channel.localeCompare(b.channel)),
    ).toEqual([
      { channel: "book", styleId, screenId },
      { channel: "whatsapp", styleId, screenId },
    ]);
  });

  it("credits a card's scan to its screen, and nothing to a code of another shop's screen or a forged one", async () => {
    const { accountId, screenId, scanCode } = await shop();
    const other = await shop();
    await visit(`/gold-cuts/me?account_id=${accountId}&via=k${scanCode}`);
    await visit(`/gold-cuts/stylist/${accountId}?via=s${other.scanCode}`);
    await tap(`/t/whatsapp/${accountId}?via=t${other.scanCode}${other.styleId}`);
    await tap(`/t/book/${accountId}?via=<script>`);
    await expect.poll(() => taps(accountId)).toBe(2);
    const { visits: visitRows, taps: tapRows } = await unsaved(accountId);
    expect(visitRows.map(({ page, screenId }) => [page, screenId]).sort()).toEqual([
      ["me", screenId],
      ["stylist", ""],
    ]);
    expect(tapRows.map(({ screenId, styleId }) => [screenId, styleId])).toEqual([
      ["", ""],
      ["", ""],
    ]);
  });
});
