import { env } from "cloudflare:test";
import { readConfig } from "@contract/config";
import type { OpeningHours } from "@contract/opening-hours";
import { WEEKLY_SUMMARY_TEXTS } from "@contract/weekly-summary";
import { issueUnsubscribeCode } from "@workers/auth/unsubscribe-token";
import { runHousekeeping } from "@workers/jobs/housekeeping";
import { sendWeeklySummaries } from "@workers/jobs/weekly-summary";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callV1, createUser, json, signedIn } from "../support/api";
import { addStyle } from "../support/styles";

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const config = readConfig(env);
const run = (now: number) => sendWeeklySummaries(env, config, now);

type SummaryMail = { subject: string; text_body: string; html_body: string | null; headers: string | null };
async function summariesTo(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT subject, text_body, html_body, headers FROM mail_outbox WHERE to_address = ? AND subject LIKE 'Your week on Stylecast%' ORDER BY id",
  )
    .bind(email)
    .all<SummaryMail>();
  return results;
}

/** The account has had summaries before (a new one's first is the Monday after the job first sees it). */
const summedUpBefore = (accountId: string, monday = "2026-01-05") =>
  env.DB.prepare("UPDATE accounts SET weekly_summary_week = ? WHERE id = ?").bind(monday, accountId).run();

/** A shop in `timeZone` that has had summaries, with one screen (added long ago), and optionally opening hours. */
async function shop(timeZone: string, options: { screen?: boolean; hours?: OpeningHours } = {}) {
  const user = await createUser();
  await env.DB.prepare("UPDATE accounts SET time_zone = ?, opening_hours = ?, company = 'Salon Test' WHERE id = ?")
    .bind(timeZone, options.hours ? JSON.stringify(options.hours) : null, user.accountId)
    .run();
  await summedUpBefore(user.accountId);
  const screenId = `tv-${user.accountId}`;
  if (options.screen !== false) {
    await env.DB.prepare("INSERT INTO screens (id, account_id, name, created_at) VALUES (?, ?, 'Window TV', 0)")
      .bind(screenId, user.accountId)
      .run();
  }
  return { ...user, screenId };
}

const counter = (table: "screen_plays" | "scans" | "visits" | "taps") =>
  ({
    screen_plays:
      "INSERT INTO screen_plays (account_id, screen_id, item_kind, item_id, hour, plays) VALUES (?, ?, 'style', ?, ?, ?)",
    scans:
      "INSERT INTO scans (account_id, source, screen_id, item_kind, item_id, hour, scans) VALUES (?, 'screen', ?, 'style', ?, ?, ?)",
    visits: "INSERT INTO visits (account_id, page, screen_id, style_id, hour, visits) VALUES (?, 'style', ?, ?, ?, ?)",
    taps: "INSERT INTO taps (account_id, channel, screen_id, style_id, hour, taps) VALUES (?, 'whatsapp', ?, ?, ?, ?)",
  })[table];
const add = (
  table: Parameters<typeof counter>[0],
  accountId: string,
  screenId: string,
  styleId: string,
  hour: number,
  n: number,
) => env.DB.prepare(counter(table)).bind(accountId, screenId, styleId, hour, n).run();

describe("the weekly summary's schedule", () => {
  // Each zone's Monday 08:00 in UTC, in winter (2026-11-23): the mail goes at it, not a minute before.
  const mondays: [string, string][] = [
    ["Europe/Berlin", "2026-11-23T07:00:00Z"],
    ["America/New_York", "2026-11-23T13:00:00Z"],
    ["Asia/Kolkata", "2026-11-23T02:30:00Z"],
    ["Pacific/Auckland", "2026-11-22T19:00:00Z"],
  ];
  for (const [zone, eight] of mondays) {
    it(`${zone}: once at 08:00 on the shop's Monday, not before, not twice; again the next Monday`, async () => {
      const owner = await shop(zone);
      await summedUpBefore(owner.accountId, "2026-11-16");
      await run(at(eight) - 60_000);
      expect(await summariesTo(owner.email)).toHaveLength(0);
      await run(at(eight));
      expect(await summariesTo(owner.email)).toHaveLength(1);
      await run(at(eight) + 5 * 60_000);
      await run(at(eight) + 2 * 24 * HOUR);
      expect(await summariesTo(owner.email)).toHaveLength(1);
      await run(at(eight) + 7 * 24 * HOUR);
      expect(await summariesTo(owner.email)).toHaveLength(2);
    });
  }

  // The Monday after a change of the clocks: 08:00 is an hour earlier or later in UTC than the week before.
  const changes: [string, string, string][] = [
    ["Europe/Berlin", "summer time (last Sunday of March)", "2027-03-29T06:00:00Z"],
    ["Europe/Berlin", "winter time (last Sunday of October)", "2026-10-26T07:00:00Z"],
    ["America/New_York", "summer time (second Sunday of March)", "2027-03-15T12:00:00Z"],
    ["America/New_York", "winter time (first Sunday of November)", "2026-11-02T13:00:00Z"],
  ];
  for (const [zone, change, eight] of changes) {
    it(`${zone}, the Monday after the change to ${change}: at 08:00 on the new clock`, async () => {
      const owner = await shop(zone);
      // The week before's mail is out; what is left is this Monday's.
      await run(at(eight) - 7 * 24 * HOUR + 3 * HOUR);
      expect(await summariesTo(owner.email)).toHaveLength(1);
      await run(at(eight) - 60_000);
      expect(await summariesTo(owner.email)).toHaveLength(1);
      await run(at(eight));
      await run(at(eight) + HOUR);
      expect(await summariesTo(owner.email)).toHaveLength(2);
    });
  }

  it("sends each mail once when two runs overlap: the claim lets one through", async () => {
    const owner = await shop("Europe/Berlin");
    const now = at("2026-12-07T07:10:00Z");
    const [first, second] = await Promise.all([run(now), run(now)]);
    expect(await summariesTo(owner.email)).toHaveLength(1);
    expect(first + second).toBeGreaterThanOrEqual(1);
  });

  it("runs from the Cron job's housekeeping", async () => {
    const owner = await shop("Europe/Berlin");
    const { weeklySummaries } = await runHousekeeping(env, config, at("2026-12-14T07:05:00Z"));
    expect(weeklySummaries).toBeGreaterThanOrEqual(1);
    expect(await summariesTo(owner.email)).toHaveLength(1);
  });
});

describe("a weekly summary the mail provider refuses", () => {
  afterEach(() => vi.restoreAllMocks());

  it("stays in the outbox and goes out on a retry, with its HTML and headers; the week stays claimed", async () => {
    const withProvider = { ...env, RESEND_API_KEY: "re_test_key" } as Env;
    const sent: Record<string, unknown>[] = [];
    let up = false;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://api.resend.com/")) return realFetch(input, init);
      if (!up) return new Response('{"message":"down"}', { status: 503 });
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response('{"id":"m1"}', { status: 200 });
    });
    const owner = await shop("Europe/Berlin");
    const now = at("2027-03-15T07:00:00Z");
    await sendWeeklySummaries(withProvider, readConfig(withProvider), now);
    const status = () =>
      env.DB.prepare("SELECT status, attempts FROM mail_outbox WHERE to_address = ? ORDER BY id DESC")
        .bind(owner.email)
        .first<{ status: string; attempts: number }>();
    expect(await status()).toEqual({ status: "pending", attempts: 1 });

    up = true;
    // The retry is due a minute after the failed attempt, on the real clock the outbox keeps.
    await runHousekeeping(withProvider, readConfig(withProvider), Date.now() + 2 * 60_000);
    expect(await status()).toEqual({ status: "sent", attempts: 2 });
    const [delivered] = sent.filter((body) => (body.to as string[])[0] === owner.email);
    expect(delivered?.html).toContain("<h1");
    expect(delivered?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(await summariesTo(owner.email)).toHaveLength(1);
  });
});

describe("who gets a weekly summary", () => {
  it("a new account (or one from before the summary existed) first on the Monday after the job first sees it", async () => {
    const owner = await shop("Europe/Berlin");
    await env.DB.prepare("UPDATE accounts SET weekly_summary_week = NULL WHERE id = ?").bind(owner.accountId).run();
    // A Saturday: last Monday's 08:00 has passed, but no mail comes out of the blue for that week.
    await run(at("2027-03-06T12:00:00Z"));
    expect(await summariesTo(owner.email)).toHaveLength(0);
    await run(at("2027-03-08T07:00:00Z"));
    expect(await summariesTo(owner.email)).toHaveLength(1);
  });

  it("not an account with no screen and no visit that week; one with visits and no screen does", async () => {
    const quiet = await shop("Europe/Berlin", { screen: false });
    const visited = await shop("Europe/Berlin", { screen: false });
    await add("visits", visited.accountId, "", "", at("2026-12-16T10:00:00Z"), 3);
    await run(at("2026-12-21T07:00:00Z"));
    expect(await summariesTo(quiet.email)).toHaveLength(0);
    expect(await summariesTo(visited.email)).toHaveLength(1);
    // The quiet shop's week is done with: later runs do not look at it again.
    const row = await env.DB.prepare("SELECT weekly_summary_week AS week FROM accounts WHERE id = ?")
      .bind(quiet.accountId)
      .first<{ week: string }>();
    expect(row?.week).toBe("2026-12-21");
  });
});

describe("what the weekly summary says", () => {
  it("last week's plays, scans, visits and taps, the three most scanned styles, each screen's share of opening hours, Insights", async () => {
    // Open Tuesday to Friday 09:00–17:00 Berlin: 32 hours in the week of 2026-12-21.
    const hours: OpeningHours = {
      mon: null,
      tue: [{ from: "09:00", to: "17:00" }],
      wed: [{ from: "09:00", to: "17:00" }],
      thu: [{ from: "09:00", to: "17:00" }],
      fri: [{ from: "09:00", to: "17:00" }],
      sat: null,
      sun: null,
    };
    const owner = await shop("Europe/Berlin", { hours });
    const [a, b, c, d] = [
      await addStyle(owner.accountId, { style: "long", color: "blonde" }),
      await addStyle(owner.accountId, { style: "curly", color: "red" }),
      await addStyle(owner.accountId, { style: "fade", color: "black" }),
      await addStyle(owner.accountId, { style: "braids", color: "brown" }),
    ];
    const inWeek = at("2026-12-22T10:00:00Z");
    const { accountId, screenId } = owner;
    await add("screen_plays", accountId, screenId, a, inWeek, 120);
    await add("screen_plays", accountId, screenId, b, inWeek + HOUR, 30);
    await add("scans", accountId, screenId, a, inWeek, 2);
    await add("scans", accountId, screenId, b, inWeek, 5);
    await add("scans", accountId, screenId, c, inWeek, 4);
    await add("scans", accountId, screenId, d, inWeek, 1);
    await add("visits", accountId, screenId, b, inWeek, 6);
    await add("taps", accountId, screenId, b, inWeek, 2);
    // Sunday 23:00 Berlin of the week before and Monday 00:00 of the week after: neither counts.
    await add("screen_plays", accountId, screenId, a, at("2026-12-20T22:00:00Z"), 1000);
    await add("screen_plays", accountId, screenId, a, at("2026-12-27T23:00:00Z"), 1000);
    // On Tuesday and Wednesday from 08:00 to 13:00 Berlin, visible all along: 4 + 4 of 32 open hours.
    for (const [id, day] of [
      ["s1", "2026-12-22"],
      ["s2", "2026-12-23"],
    ]) {
      await env.DB.prepare(
        `INSERT INTO screen_sessions (id, account_id, screen_id, status, started_at, last_seen_at, ended_at, seconds)
         VALUES (?, ?, ?, 'offline', ?, ?, ?, ?)`,
      )
        .bind(
          `${id}-${accountId}`,
          accountId,
          screenId,
          `${day}T07:00:00.000Z`,
          `${day}T12:00:00.000Z`,
          `${day}T12:00:00.000Z`,
          5 * 3600,
        )
        .run();
    }

    await run(at("2026-12-28T07:00:00Z"));
    const [mail] = await summariesTo(owner.email);
    expect(mail?.subject).toBe("Your week on Stylecast: 150 plays, 12 scans, 6 visits");
    const text = mail?.text_body ?? "";
    expect(text).toContain("Your week at Salon Test, 21 December to 27 December:");
    expect(text).toContain("Plays on your screens: 150");
    expect(text).toContain("Scans of your QR codes: 12");
    expect(text).toContain("Visits to your pages: 6");
    expect(text).toContain("Taps on Book, Call, WhatsApp and your other links: 2");
    expect(text).toContain(
      "Most scanned styles\n- Curly, red: 5 scans\n- Fade, black: 4 scans\n- Long, blonde: 2 scans\n\n",
    );
    expect(text).toContain("- Window TV: played 25% of your opening hours");
    expect(text).toContain(`https://stylecast.test/accounts/${accountId}/insights`);
    expect(mail?.html_body).toContain("<h1");
    expect(mail?.html_body).toContain(`href="https://stylecast.test/accounts/${accountId}/insights"`);
    expect(mail?.html_body).toContain("Curly, red: 5 scans");
  });

  it("carries the one-click unsubscribe headers of RFC 8058, and the same link for a person in its text", async () => {
    const owner = await shop("Europe/Berlin");
    await run(at("2027-01-04T07:00:00Z"));
    const [mail] = await summariesTo(owner.email);
    const headers = JSON.parse(mail?.headers ?? "{}") as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = headers["List-Unsubscribe"]?.match(
      /^<(https:\/\/stylecast\.test\/unsubscribe\/[^>]+)\/one-click>$/,
    )?.[1];
    expect(target).toBeTruthy();
    expect(mail?.text_body).toContain(`Unsubscribe: ${target}\n`);
  });

  it("asks for opening hours when the shop has none, instead of a share", async () => {
    const owner = await shop("Europe/Berlin");
    await run(at("2027-01-11T07:00:00Z"));
    const [mail] = await summariesTo(owner.email);
    expect(mail?.text_body).toContain(
      "Add your opening hours to your profile to see how much of them your screens played",
    );
    expect(mail?.text_body).not.toContain("% of your opening hours");
  });
});

describe("unsubscribing from the weekly summary", () => {
  const codeIn = async (email: string) => {
    const [mail] = await summariesTo(email);
    const url = (JSON.parse(mail?.headers ?? "{}") as Record<string, string>)["List-Unsubscribe"] ?? "";
    return decodeURIComponent(url.match(/\/unsubscribe\/([^/>]+)\/one-click>/)?.[1] ?? "");
  };
  const subscriptions = async (userId: string) =>
    JSON.parse(
      (await env.DB.prepare("SELECT email_subscriptions AS s FROM users WHERE id = ?")
        .bind(userId)
        .first<string>("s")) ?? "{}",
    ) as Record<string, unknown>;

  it("the mail's code turns it off without a login, and no summary comes after", async () => {
    const owner = await shop("Europe/Berlin");
    await run(at("2027-01-18T07:00:00Z"));
    const code = await codeIn(owner.email);
    const response = await callV1(`/unsubscribe/${encodeURIComponent(code)}`, { method: "POST" });
    expect(response.status).toBe(200);
    expect((await json(response)).message).toBe(WEEKLY_SUMMARY_TEXTS.unsubscribed);
    expect((await subscriptions(owner.userId)).weekly_summary).toBe(false);
    await run(at("2027-01-25T07:00:00Z"));
    expect(await summariesTo(owner.email)).toHaveLength(1);
  });

  it("a forged code, or one user's signature under another's id, is 404 and changes nothing", async () => {
    const [mine, theirs] = [await createUser(), await createUser()];
    const secret = config.SESSION_SECRET;
    const code = await issueUnsubscribeCode(secret, mine.userId, "weekly_summary");
    const signature = code.split(".")[1] ?? "";
    const forged = [
      `${theirs.userId}.${signature}`,
      `${mine.userId}.${signature.slice(0, -2)}AA`,
      await issueUnsubscribeCode("another secret of at least thirty-two characters", theirs.userId, "weekly_summary"),
      await issueUnsubscribeCode(secret, theirs.userId, "another_mail"),
      theirs.userId,
    ];
    for (const attempt of forged) {
      const response = await callV1(`/unsubscribe/${encodeURIComponent(attempt)}`, { method: "POST" });
      expect(response.status, attempt).toBe(404);
      expect((await json(response)).message).toBe(WEEKLY_SUMMARY_TEXTS.linkInvalid);
    }
    expect(await subscriptions(theirs.userId)).toEqual({});
    expect(await subscriptions(mine.userId)).toEqual({});
  });
});

describe("the settings switch", () => {
  it("PUT /v1/users/email_subscriptions turns the signed-in user's summary off and on, keeping their other keys", async () => {
    const owner = await signedIn();
    await env.DB.prepare("UPDATE users SET email_subscriptions = '{\"terms_and_conditions\":true}' WHERE id = ?")
      .bind(owner.userId)
      .run();
    await env.DB.prepare("INSERT INTO screens (id, account_id, name, created_at) VALUES (?, ?, NULL, 0)")
      .bind(`tv-${owner.accountId}`, owner.accountId)
      .run();
    await summedUpBefore(owner.accountId);
    const put = (on: boolean) =>
      callV1("/users/email_subscriptions", { method: "PUT", headers: owner.headers, body: { weekly_summary: on } });

    const off = await put(false);
    expect(off.status).toBe(200);
    expect((await json(off)).data).toEqual({ terms_and_conditions: true, weekly_summary: false });
    await run(at("2027-02-01T07:00:00Z"));
    expect(await summariesTo(owner.email)).toHaveLength(0);

    expect((await json(await put(true))).data).toEqual({ terms_and_conditions: true, weekly_summary: true });
    await run(at("2027-02-08T07:00:00Z"));
    expect(await summariesTo(owner.email)).toHaveLength(1);
  });

  it("refuses a body that is not a boolean, and a caller without a session", async () => {
    const owner = await signedIn();
    const wrong = await callV1("/users/email_subscriptions", {
      method: "PUT",
      headers: owner.headers,
      body: { weekly_summary: "no" },
    });
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).input_name).toBe("weekly_summary");
    const anonymous = await callV1("/users/email_subscriptions", { method: "PUT", body: { weekly_summary: false } });
    expect(anonymous.status).toBe(401);
  });
});
