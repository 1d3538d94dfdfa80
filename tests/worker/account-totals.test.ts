import { env } from "cloudflare:test";
import type { AnalyticsDetail, AnalyticsPage, AnalyticsRow } from "@contract/admin";
import { readConfig } from "@contract/config";
import { writeScans } from "@workers/db/scans";
import { playStatements } from "@workers/db/screens";
import { writeVisits } from "@workers/db/visits";
import { runHousekeeping } from "@workers/jobs/housekeeping";
import { describe, expect, it } from "vitest";
import { callV1, createUser, json, signedIn } from "../support/api";

/**
 * The admin's 30-day totals per subscriber (issue 36 point 7): counters written by the real writers
 * (the cable object's) show up in the Analytics tab's sorts and detail, and leave once 30 days old.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const thisHour = Math.floor(Date.now() / HOUR) * HOUR;

/** An account the Analytics tab lists: one that has had a screen. */
async function shopWithScreen() {
  const { accountId } = await createUser();
  await env.DB.prepare(
    "INSERT INTO screen_presence (account_id, status, online_count, runtime_total, updated_at) VALUES (?, 'inactive', 0, 0, ?)",
  )
    .bind(accountId, new Date().toISOString())
    .run();
  return accountId;
}

/** What an account's screens and pages counted in one hour, written as the cable object writes it. */
async function count(
  accountId: string,
  hour: number,
  n: { plays: number; scans: number; visits: number; taps: number },
) {
  const screen = { screenId: "tv-1", styleId: "" };
  await env.DB.batch(
    playStatements(env.DB, accountId, [{ ...screen, kind: "ad", itemId: "ad-1", hour, plays: n.plays }]),
  );
  await writeScans(env.DB, accountId, [
    { source: "screen", screenId: "tv-1", kind: "profile", itemId: accountId, hour, scans: n.scans },
  ]);
  await writeVisits(env.DB, accountId, {
    visits: [{ ...screen, page: "me", hour, visits: n.visits }],
    taps: [{ ...screen, channel: "whatsapp", hour, taps: n.taps }],
  });
}

describe("the admin's 30-day totals per subscriber", () => {
  it("sorts the Analytics tab by plays, scans, visits and taps, shows them in the detail, and drops old days", async () => {
    const admin = await signedIn({ abilities: ["admin"] });
    const [many, some, none] = [await shopWithScreen(), await shopWithScreen(), await shopWithScreen()];
    // `many` leads by plays and visits, `some` by scans and taps; two hours of one day add up.
    await count(many, thisHour, { plays: 50, scans: 1, visits: 9, taps: 1 });
    await count(many, thisHour - HOUR, { plays: 10, scans: 0, visits: 1, taps: 0 });
    await count(some, thisHour, { plays: 20, scans: 4, visits: 3, taps: 2 });

    const ours = (page: AnalyticsPage) =>
      page.rows.filter((row) => [many, some, none].includes(row.account_id)).map((row) => row.account_id);
    const list = async (sort: string, dir: "asc" | "desc") =>
      (
        await json<AnalyticsPage>(
          await callV1(`/admin/portfolios_sessions?sort=${sort}&dir=${dir}`, { headers: admin.headers }),
        )
      ).data;

    const byPlays = await list("plays_30d", "desc");
    expect(ours(byPlays)).toEqual([many, some, none]);
    const totalsOf = (page: AnalyticsPage, id: string) => {
      const row = page.rows.find((candidate) => candidate.account_id === id) as AnalyticsRow;
      return { plays: row.plays_30d, scans: row.scans_30d, visits: row.visits_30d, taps: row.taps_30d };
    };
    expect(totalsOf(byPlays, many)).toEqual({ plays: 60, scans: 1, visits: 10, taps: 1 });
    expect(totalsOf(byPlays, none)).toEqual({ plays: 0, scans: 0, visits: 0, taps: 0 });
    expect(ours(await list("visits_30d", "desc"))).toEqual([many, some, none]);
    expect(ours(await list("scans_30d", "desc"))).toEqual([some, many, none]);
    expect(ours(await list("taps_30d", "desc"))).toEqual([some, many, none]);
    // Ascending, the accounts that counted nothing come first.
    expect(ours(await list("taps_30d", "asc"))).toEqual([none, many, some]);
    // Every sort lists every account with a screen once, with the same totals.
    const byRuntime = await list("runtime_total", "desc");
    expect(byRuntime.total).toBe(byPlays.total);
    expect(totalsOf(byRuntime, some)).toEqual(totalsOf(byPlays, some));

    const detail = await json<AnalyticsDetail>(
      await callV1(`/admin/portfolios_sessions/${some}`, { headers: admin.headers }),
    );
    expect(detail.data).toMatchObject({ plays_30d: 20, scans_30d: 4, visits_30d: 3, taps_30d: 2 });

    // A day 30 days back is out of the window: the housekeeping job takes it out of the totals.
    await count(none, thisHour - 30 * DAY, { plays: 99, scans: 99, visits: 99, taps: 99 });
    expect(ours(await list("plays_30d", "desc"))).toEqual([none, many, some]);
    await runHousekeeping(env, readConfig(env));
    const rolled = await list("plays_30d", "desc");
    expect(ours(rolled)).toEqual([many, some, none]);
    expect(totalsOf(rolled, none)).toEqual({ plays: 0, scans: 0, visits: 0, taps: 0 });
    expect(totalsOf(rolled, many)).toEqual({ plays: 60, scans: 1, visits: 10, taps: 1 });
    const days = await env.DB.prepare("SELECT COUNT(*) AS n FROM account_days WHERE account_id = ?")
      .bind(none)
      .first<number>("n");
    expect(days).toBe(0);
  });

  it("refuses a sort it does not know", async () => {
    const admin = await signedIn({ abilities: ["admin"] });
    const response = await callV1("/admin/portfolios_sessions?sort=plays", { headers: admin.headers });
    expect(response.status).toBe(422);
  });
});
