import {
  createExecutionContext,
  env,
  runDurableObjectAlarm,
  runInDurableObject,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import { readConfig } from "@contract/config";
import type { CableServer } from "@workers/cable/cable-server";
import { insertAd } from "@workers/db/slideshow";
import { routeScan } from "@workers/scans/route-scan";
import type { ScanTallyState } from "@workers/screen-model/scan-tally";
import { describe, expect, it } from "vitest";
import { bearer, callV1, createUser, json, screenOf, signedIn, signIn } from "../support/api";
import { addStyle } from "../support/styles";

/**
 * Scans (issue 24): `GET /q/{code}` redirects at once and hands the count to
 * the account's cable object, which counts a phone once in 10 minutes and
 * writes hourly counters when the hour is over. Nothing about the phone is
 * stored: rows and the object's state are read back to prove it.
 */
const HOUR = 3_600_000;
const cable = (accountId: string) =>
  env.CABLE.get(env.CABLE.idFromName(`account:${accountId}`)) as DurableObjectStub<CableServer>;

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const OTHER_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";

function scan(code: string, { userAgent = PHONE, ip = "203.0.113.7", method = "GET" } = {}) {
  return SELF.fetch(`http://localhost/q/${code}`, {
    method,
    redirect: "manual",
    headers: { "User-Agent": userAgent, "CF-Connecting-IP": ip },
  });
}

/** A shop with a company name, an approved style, and one TV (its scan code). */
async function shop(company = "Gold Cuts") {
  const user = await createUser();
  await env.DB.prepare("UPDATE accounts SET company = ? WHERE id = ?").bind(company, user.accountId).run();
  const styleId = await addStyle(user.accountId);
  const tv = await screenOf(user);
  const scanCode = await env.DB.prepare("SELECT scan_code FROM screens WHERE id = ?")
    .bind(tv.screenId)
    .first<string>("scan_code");
  return { user, styleId, tv, scanCode: scanCode as string };
}

const unsaved = (accountId: string) => cable(accountId).unsavedScans();
const counted = async (accountId: string) => (await unsaved(accountId)).reduce((sum, row) => sum + row.scans, 0);
const scanRows = (accountId: string) =>
  env.DB.prepare("SELECT * FROM scans WHERE account_id = ? ORDER BY hour, item_id")
    .bind(accountId)
    .all()
    .then((result) => result.results);

/**
 * Moves the object's clock on, as far as its scans know: the counted hours an
 * hour back (`hourOver`) and every phone's window over (`windowsOver`).
 */
async function timePasses(accountId: string, { hourOver = false, windowsOver = false }) {
  await runInDurableObject(cable(accountId), async (instance, state) => {
    const tally = (await state.storage.get<ScanTallyState>("scans")) as ScanTallyState;
    if (hourOver) {
      tally.pending = Object.fromEntries(
        Object.entries(tally.pending).map(([key, scans]) => {
          const parts = key.split("\t");
          parts[4] = String(Number(parts[4]) - HOUR);
          return [parts.join("\t"), scans];
        }),
      );
    }
    if (windowsOver) for (const visitor of Object.keys(tally.seen)) tally.seen[visitor] = Date.now() - 1;
    await state.storage.put("scans", tally);
    (instance as unknown as { accountScreens: null }).accountScreens = null;
  });
}

describe("GET /q/{code} (issue 24)", () => {
  it("leads each kind of code to its page", async () => {
    const { user, styleId, scanCode } = await shop("Salon Müller");
    const hidden = await addStyle(user.accountId, { approved: false });
    await insertAd(env.DB, {
      id: "adlinked01",
      title: "Linked",
      contentType: "image/webp",
      fileKey: null,
      coverKey: null,
      link: "https://example.com/offer",
    });
    await insertAd(env.DB, {
      id: "adplain001",
      title: "Plain",
      contentType: "image/webp",
      fileKey: null,
      coverKey: null,
    });
    const aboutMe = `/salon-muller/me?account_id=${user.accountId}`;
    // A screen's code that leads to one of the shop's pages carries itself on (`via`, issue 36); others do not.
    const targets: [string, string][] = [
      [`t${scanCode}${styleId}`, `/salon-muller/${styleId}/style?via=t${scanCode}${styleId}`],
      [`v${styleId}`, `/salon-muller/${styleId}/style`],
      // A style visitors may not see yet: the shop's page, not a 404.
      [`t${scanCode}${hidden}`, `${aboutMe}&via=t${scanCode}${hidden}`],
      [`a${scanCode}adlinked01`, "https://example.com/offer"],
      [`a${scanCode}adplain001`, `${aboutMe}&via=a${scanCode}adplain001`],
      [`b${user.accountId}adplain001`, aboutMe],
      [`p${user.accountId}`, aboutMe],
      // The cards of issue 34: the closed card's leads to the booking link (below), else the shop's page; the shop
      // card's to its styles.
      [`k${scanCode}`, `${aboutMe}&via=k${scanCode}`],
      [`s${scanCode}`, `/salon-muller/stylist/${user.accountId}?via=s${scanCode}`],
    ];
    for (const [code, location] of targets) {
      const response = await scan(code);
      expect(response.status, code).toBe(302);
      expect(response.headers.get("Location"), code).toBe(location);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
    await expect.poll(() => counted(user.accountId)).toBe(targets.length);
    // A shop with a booking link: its closed card leads there.
    const bookable = await shop("Booked Salon");
    await env.DB.prepare("UPDATE accounts SET booking_link = ? WHERE id = ?")
      .bind("https://book.example.com/salon", bookable.user.accountId)
      .run();
    const booked = await scan(`k${bookable.scanCode}`);
    expect(booked.headers.get("Location")).toBe("https://book.example.com/salon");
    await expect.poll(() => counted(bookable.user.accountId)).toBe(1);
    // HEAD answers the same redirect (a phone's preflight) and counts nothing: from a phone no GET came from, and
    // waited out (the count runs after the answer), so only the method can keep it from counting.
    const ctx = createExecutionContext();
    const head = await routeScan(
      new Request(`http://localhost/q/p${user.accountId}`, {
        method: "HEAD",
        headers: { "User-Agent": OTHER_PHONE, "CF-Connecting-IP": "198.51.100.99" },
      }),
      env,
      ctx,
      readConfig(env).SESSION_SECRET,
    );
    await waitOnExecutionContext(ctx);
    expect(head.status).toBe(302);
    expect(await counted(user.accountId)).toBe(targets.length);
  });

  it("is a 404 for a code that is not one, names nothing, or mixes two shops, and counts nothing", async () => {
    const { user, styleId, scanCode } = await shop();
    const other = await shop("Other Shop");
    const bogus = [
      "",
      "x",
      `t${scanCode}`,
      `t${scanCode}${styleId}x`,
      `v${styleId.slice(1)}`,
      `z${styleId}`,
      "v..%2F..%2Fetc",
      "v<script>a",
      `t${scanCode}nosuchstyl`,
      `vnosuchstyl`,
      `p${"n".repeat(10)}`,
      `a${scanCode}nosuchad00`,
      `k${"n".repeat(8)}`,
      `s${scanCode}x`,
      // Another shop's screen cannot count (nor lead) for this style.
      `t${other.scanCode}${styleId}`,
    ];
    for (const code of bogus) {
      const response = await scan(code);
      expect(response.status, code).toBe(404);
      expect(response.headers.get("Location")).toBeNull();
    }
    expect((await scan(`v${styleId}`, { method: "POST" })).status).toBe(405);
    // What counts is counted: one real scan afterwards shows the bogus ones were not.
    expect((await scan(`v${styleId}`)).status).toBe(302);
    await expect.poll(() => counted(user.accountId)).toBe(1);
    expect(await counted(other.user.accountId)).toBe(0);
  });

  it("counts a phone once per code in 10 minutes, other phones and codes apart, and no bot", async () => {
    const { user, styleId, scanCode, tv } = await shop();
    const code = `t${scanCode}${styleId}`;
    for (let i = 0; i < 3; i++) expect((await scan(code)).status).toBe(302);
    await scan(code, { userAgent: OTHER_PHONE });
    await scan(code, { ip: "198.51.100.20" });
    await scan(`v${styleId}`);
    for (const bot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "WhatsApp/2.23.20.0 A",
      "TelegramBot (like TwitterBot)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    ]) {
      const response = await scan(code, { userAgent: bot, ip: "192.0.2.99" });
      expect(response.status, bot).toBe(302);
    }
    await expect.poll(() => counted(user.accountId)).toBe(4);
    expect(await unsaved(user.accountId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: "screen", screenId: tv.screenId, kind: "style", itemId: styleId, scans: 3 }),
        expect.objectContaining({ source: "slideshow", screenId: "", kind: "style", itemId: styleId, scans: 1 }),
      ]),
    );

    // Ten minutes on, the first phone counts again: its hash was forgotten.
    await timePasses(user.accountId, { windowsOver: true });
    await scan(code);
    await expect.poll(() => counted(user.accountId)).toBe(5);
  });

  it("stores no address, agent or cookie: counters by hour in D1, a phone's hash only for its window", async () => {
    const { user, styleId, scanCode, tv } = await shop();
    const ip = "203.0.113.77";
    await scan(`t${scanCode}${styleId}`, { ip });
    await scan(`p${user.accountId}`, { ip });
    await expect.poll(() => counted(user.accountId)).toBe(2);

    // While the window lasts the object keeps two hashes: no IP address or user agent in them or anywhere.
    const state = await runInDurableObject(cable(user.accountId), (_, s) => s.storage.get<ScanTallyState>("scans"));
    const stored = JSON.stringify(state);
    expect(Object.keys(state?.seen ?? {})).toHaveLength(2);
    for (const key of Object.keys(state?.seen ?? {})) expect(key).toMatch(/^[\w-]{22}$/);
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain("iPhone");

    // An hour later the object writes the finished hour as counters and forgets the hashes.
    await timePasses(user.accountId, { hourOver: true, windowsOver: true });
    await runDurableObjectAlarm(cable(user.accountId));
    const hour = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
    const rows = await scanRows(user.accountId);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          account_id: user.accountId,
          source: "screen",
          screen_id: tv.screenId,
          item_kind: "style",
          item_id: styleId,
          hour,
          scans: 1,
        },
        {
          account_id: user.accountId,
          source: "print",
          screen_id: "",
          item_kind: "profile",
          item_id: user.accountId,
          hour,
          scans: 1,
        },
      ]),
    );
    expect(rows).toHaveLength(2);
    const after = await runInDurableObject(cable(user.accountId), (_, s) => s.storage.get<ScanTallyState>("scans"));
    expect(after).toEqual({ seen: {}, pending: {} });
    expect(await counted(user.accountId)).toBe(0);
  });

  it("adds scans to the owner's insights next to plays, per style, screen, sticker, and to the admin's ads", async () => {
    const { user, styleId, scanCode, tv } = await shop();
    await insertAd(env.DB, {
      id: "adscanned1",
      title: "Scanned",
      contentType: "image/webp",
      fileKey: "ads/x.webp",
      coverKey: null,
    });
    await scan(`t${scanCode}${styleId}`);
    await scan(`t${scanCode}${styleId}`, { userAgent: OTHER_PHONE });
    await scan(`a${scanCode}adscanned1`);
    await scan(`p${user.accountId}`);
    await scan(`k${scanCode}`);
    await expect.poll(() => counted(user.accountId)).toBe(5);

    const owner = await signIn(user.email, user.password);
    const insights = await json<{
      scans_total: number;
      sticker_scans: number;
      styles: { style_id: string; plays: number; scans: number }[];
      screens: { screen_id: string; scans: number }[];
      ads: { ad_id: string; scans: number }[];
    }>(await callV1("/users/insights?days=7", { headers: bearer(owner) }));
    expect(insights.data).toMatchObject({
      scans_total: 5,
      // The closed card's scan counts for its screen, not as the sticker's.
      sticker_scans: 1,
      styles: [{ style_id: styleId, plays: 0, scans: 2 }],
      screens: [{ screen_id: tv.screenId, scans: 4 }],
      ads: [{ ad_id: "adscanned1", scans: 1 }],
    });

    // The admin's ads tab reads the written counters: after the hour, the ad's scan is there.
    await timePasses(user.accountId, { hourOver: true });
    await runDurableObjectAlarm(cable(user.accountId));
    const admin = await signedIn({ abilities: ["admin"] });
    const ads = await json<{ rows: { id: string; scans_7d: number; scans_30d: number }[] }>(
      await callV1("/admin/ads/images", { headers: bearer(admin.tokens) }),
    );
    expect(ads.data.rows.find((ad) => ad.id === "adscanned1")).toMatchObject({ scans_7d: 1, scans_30d: 1 });
  });
});
