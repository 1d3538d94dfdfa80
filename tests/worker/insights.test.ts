import { env } from "cloudflare:test";
import type { CableServer } from "@workers/cable/cable-server";
import { describe, expect, it } from "vitest";
import { bearer, callV1, createUser, json, screenOf, signedIn } from "../support/api";

/**
 * Insights (issue 36 point 5): GET /v1/users/insights sums the hourly
 * counters of plays, scans, visits and taps per screen, per style and per
 * channel, over 7, 30 or 90 days, for the caller's account only.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const cable = (accountId: string) =>
  env.CABLE.get(env.CABLE.idFromName(`account:${accountId}`)) as DurableObjectStub<CableServer>;

const TV = "tvscreen01";
const STYLE = "stylefunnl";
const OTHER_STYLE = "styleother";

type Funnel = { plays: number; scans: number; visits: number; taps: number; taps_by_channel: Record<string, number> };
type Insights = Funnel & {
  days: number;
  plays_total: number;
  scans_total: number;
  visits_total: number;
  taps_total: number;
  styles: (Funnel & { style_id: string })[];
  screens: (Funnel & { screen_id: string; name: string | null })[];
  not_from_screen: {
    visits: number;
    visits_by_page: Record<string, number>;
    taps: number;
    taps_by_channel: Record<string, number>;
  };
};

/** Counters of one account `ago` before now: a play, a scan, visits and taps, each a row as the object writes them. */
async function counters(accountId: string, ago: number, scale = 1) {
  const hour = Math.floor((Date.now() - ago) / HOUR) * HOUR;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO screen_plays (account_id, screen_id, item_kind, item_id, hour, plays) VALUES (?, ?, 'style', ?, ?, ?)",
    ).bind(accountId, TV, STYLE, hour, 100 * scale),
    env.DB.prepare(
      "INSERT INTO scans (account_id, source, screen_id, item_kind, item_id, hour, scans) VALUES (?, 'screen', ?, 'style', ?, ?, ?)",
    ).bind(accountId, TV, STYLE, hour, 10 * scale),
    ...[
      // From the screen: the style's page, and the about-me page credited to the style the screen showed.
      ["style", STYLE, TV, 4],
      ["me", STYLE, TV, 2],
      // Not from a screen: the style's page found on Explore, another style's, the about-me page.
      ["style", STYLE, "", 3],
      ["style", OTHER_STYLE, "", 5],
      ["me", "", "", 7],
    ].map(([page, style, screen, visits]) =>
      env.DB.prepare(
        "INSERT INTO visits (account_id, page, style_id, screen_id, hour, visits) VALUES (?, ?, ?, ?, ?, ?)",
      ).bind(accountId, page, style, screen, hour, (visits as number) * scale),
    ),
    ...[
      ["whatsapp", STYLE, TV, 2],
      ["call", STYLE, TV, 1],
      ["whatsapp", STYLE, "", 1],
      ["book", "", "", 3],
    ].map(([channel, style, screen, taps]) =>
      env.DB.prepare(
        "INSERT INTO taps (account_id, channel, style_id, screen_id, hour, taps) VALUES (?, ?, ?, ?, ?, ?)",
      ).bind(accountId, channel, style, screen, hour, (taps as number) * scale),
    ),
  ]);
}

const channels = (taps: Record<string, number>) => ({
  book: 0,
  call: 0,
  whatsapp: 0,
  telegram: 0,
  instagram: 0,
  website: 0,
  facebook: 0,
  directions: 0,
  ...taps,
});

async function insightsOf(headers: Record<string, string>, days: number) {
  const response = await callV1(`/users/insights?days=${days}`, { headers });
  expect(response.status).toBe(200);
  return (await json<Insights>(response)).data;
}

describe("insights (issue 36)", () => {
  it("sums plays, scans, visits and taps per screen, per style and per channel, and what did not come from a screen", async () => {
    const owner = await signedIn();
    await counters(owner.accountId, 2 * DAY);
    // Another shop's counters, in the same hours, are never in this one's.
    const other = await createUser();
    await counters(other.accountId, 2 * DAY, 1000);

    const insights = await insightsOf(owner.headers, 7);
    expect(insights).toMatchObject({
      days: 7,
      plays_total: 100,
      scans_total: 10,
      visits_total: 21,
      taps_total: 7,
      taps_by_channel: channels({ whatsapp: 3, call: 1, book: 3 }),
      not_from_screen: {
        visits: 15,
        visits_by_page: { me: 7, stylist: 0, style: 8 },
        taps: 4,
        taps_by_channel: channels({ whatsapp: 1, book: 3 }),
      },
    });
    // A style's visits: its page's from anywhere, and the about-me visit its scan on a screen began.
    expect(insights.styles).toEqual([
      {
        style_id: STYLE,
        plays: 100,
        scans: 10,
        visits: 9,
        taps: 4,
        taps_by_channel: channels({ whatsapp: 3, call: 1 }),
      },
      { style_id: OTHER_STYLE, plays: 0, scans: 0, visits: 5, taps: 0, taps_by_channel: channels({}) },
    ]);
    // The screen's: only what began with a scan of its QR codes.
    expect(insights.screens).toEqual([
      {
        screen_id: TV,
        name: null,
        plays: 100,
        scans: 10,
        visits: 6,
        taps: 3,
        taps_by_channel: channels({ whatsapp: 2, call: 1 }),
      },
    ]);
  });

  it("covers 7, 30 or 90 days, never more", async () => {
    const owner = await signedIn();
    await counters(owner.accountId, 10 * DAY);
    await counters(owner.accountId, 60 * DAY, 10);
    await counters(owner.accountId, 100 * DAY, 100);

    const totals = async (days: number) => {
      const { plays_total, scans_total, visits_total, taps_total } = await insightsOf(owner.headers, days);
      return [plays_total, scans_total, visits_total, taps_total];
    };
    expect(await totals(7)).toEqual([0, 0, 0, 0]);
    expect(await totals(30)).toEqual([100, 10, 21, 7]);
    expect(await totals(90)).toEqual([1100, 110, 231, 77]);

    const refused = await callV1("/users/insights?days=365", { headers: owner.headers });
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ message: "days must be 7, 30 or 90", input_name: "days" });
  });

  it("adds this hour's visits and taps, still in the account's object, to the screen and the style", async () => {
    const owner = await signedIn();
    const tv = await screenOf(owner);
    await cable(owner.accountId).countAll(owner.accountId, [
      { visitor: "phone-a", visit: { page: "style", styleId: STYLE, screenId: tv.screenId } },
      { visitor: "phone-a-whatsapp", tap: { channel: "whatsapp", styleId: STYLE, screenId: tv.screenId } },
      { visitor: "phone-b", visit: { page: "me", styleId: "", screenId: "" } },
    ]);

    const insights = await insightsOf(owner.headers, 7);
    expect(insights).toMatchObject({
      visits_total: 2,
      taps_total: 1,
      styles: [{ style_id: STYLE, visits: 1, taps: 1, taps_by_channel: channels({ whatsapp: 1 }) }],
      screens: [{ screen_id: tv.screenId, visits: 1, taps: 1, taps_by_channel: channels({ whatsapp: 1 }) }],
      not_from_screen: { visits: 1, visits_by_page: { me: 1, stylist: 0, style: 0 }, taps: 0 },
    });
  });

  it("answers only a person of the account: 401 without a session, 403 for a screen", async () => {
    expect((await callV1("/users/insights")).status).toBe(401);
    const owner = await createUser();
    const tv = await screenOf(owner);
    expect((await callV1("/users/insights", { headers: bearer(tv.tokens) })).status).toBe(403);
  });
});
