import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import type { CableServer } from "@workers/cable/cable-server";
import { FLUSH_EVERY_MS, type PresenceState } from "@workers/screen-model/presence";
import { describe, expect, it } from "vitest";
import { bearer, callV1, createUser, json, screenOf, signIn } from "../support/api";
import { slideshowOnCable } from "../support/cable";

/**
 * Proof of play (issue 23): a screen's reports carry the plays it counted;
 * the account's object adds them up and writes hourly counters with its
 * summary, never a D1 write per slide or per report.
 */
const HOUR = 3_600_000;
const cable = (accountId: string) =>
  env.CABLE.get(env.CABLE.idFromName(`account:${accountId}`)) as DurableObjectStub<CableServer>;

async function screenSocket(accountId: string, ticket: string) {
  const { socket, messages, heartbeat } = await slideshowOnCable(accountId, ticket);
  return { socket, messages, report: heartbeat };
}

const playRows = (accountId: string) =>
  env.DB.prepare(
    "SELECT screen_id, item_kind, item_id, hour, plays FROM screen_plays WHERE account_id = ? ORDER BY hour",
  )
    .bind(accountId)
    .all()
    .then((result) => result.results);

/** Moves the object's summary clock back, so its next wake-up writes the 5-minute summary. */
async function summaryDue(accountId: string) {
  await runInDurableObject(cable(accountId), async (instance, state) => {
    const stored = (await state.storage.get<PresenceState>("presence")) as PresenceState;
    stored.flushedAt -= FLUSH_EVERY_MS;
    await state.storage.put("presence", stored);
    (instance as unknown as { accountScreens: null }).accountScreens = null;
  });
}

describe("plays (issue 23)", () => {
  it("adds up 50 reports in the object and writes a finished hour as one row per screen and item", async () => {
    const user = await createUser();
    const tv = await screenOf(user);
    const screen = await screenSocket(user.accountId, tv.ticket);
    const thisHour = Math.floor(Date.now() / HOUR) * HOUR;
    const lastHour = thisHour - HOUR;
    for (let i = 0; i < 50; i++) {
      screen.report({
        showing: { kind: "style", id: "style-b", src: "/media/b.webp", since: Date.now() },
        plays: [
          { kind: "style", id: "style-a", hour: lastHour, count: 1 },
          { kind: "ad", id: "ad-1", hour: thisHour, count: 2 },
        ],
      });
    }
    await expect
      .poll(async () => (await cable(user.accountId).unsavedPlays()).reduce((sum, play) => sum + play.plays, 0), {
        interval: 10,
      })
      .toBe(150);
    // 50 reports, and not one play row written yet.
    expect(await playRows(user.accountId)).toEqual([]);

    await summaryDue(user.accountId);
    await runDurableObjectAlarm(cable(user.accountId));
    // The finished hour is one row; this hour's plays wait in the object until it is over.
    expect(await playRows(user.accountId)).toEqual([
      { screen_id: tv.screenId, item_kind: "style", item_id: "style-a", hour: lastHour, plays: 50 },
    ]);
    expect(await cable(user.accountId).unsavedPlays()).toEqual([
      { screenId: tv.screenId, kind: "ad", itemId: "ad-1", hour: thisHour, plays: 100 },
    ]);
    // The owner's insights count both: the finished hour from D1, this hour's from the object.
    const owner = await signIn(user.email, user.password);
    const insights = await json<{ plays_total: number; ads: unknown[] }>(
      await callV1("/users/insights?days=7", { headers: bearer(owner) }),
    );
    expect(insights.data).toMatchObject({ plays_total: 150, ads: [{ ad_id: "ad-1", plays: 100 }] });
    const [live] = await cable(user.accountId).liveScreens();
    expect(live).toMatchObject({ screenId: tv.screenId, status: "playing", showing: { id: "style-b" } });
    screen.socket.close();
  });

  it("ignores plays from a viewer, a report that breaks the rules, and plays for an hour no screen can have played in", async () => {
    const user = await createUser();
    const thisHour = Math.floor(Date.now() / HOUR) * HOUR;
    const viewer = await screenSocket(user.accountId, "not-a-ticket");
    viewer.report({ plays: [{ kind: "style", id: "s", hour: thisHour, count: 5 }] });
    const tv = await screenOf(user);
    const screen = await screenSocket(user.accountId, tv.ticket);
    screen.report({ plays: [{ kind: "style", id: "s", hour: thisHour, count: 1_000_000 }] });
    screen.report({
      plays: Array.from({ length: 61 }, (_, i) => ({ kind: "style", id: `s${i}`, hour: thisHour, count: 1 })),
    });
    // 1970, and an hour still to come: no screen played then.
    screen.report({ plays: [{ kind: "style", id: "1970", hour: 0, count: 1 }] });
    screen.report({ plays: [{ kind: "style", id: "next-hour", hour: thisHour + HOUR, count: 1 }] });
    screen.report({ plays: [{ kind: "style", id: "ok", hour: thisHour, count: 1 }] });
    // Frames are handled in order: once the last one counted, the ones before it were handled too.
    await expect.poll(async () => (await cable(user.accountId).unsavedPlays()).length, { interval: 10 }).toBe(1);
    expect(await cable(user.accountId).unsavedPlays()).toEqual([
      { screenId: tv.screenId, kind: "style", itemId: "ok", hour: thisHour, plays: 1 },
    ]);
    viewer.socket.close();
    screen.socket.close();
  });

  it("tells the screens to report every slide while the owner looks at them", async () => {
    const user = await createUser();
    const tv = await screenOf(user);
    const screen = await screenSocket(user.accountId, tv.ticket);
    await cable(user.accountId).liveScreens();
    await expect
      .poll(() => screen.messages.some((m) => (m.message as { type?: string } | undefined)?.type === "watch"), {
        interval: 10,
      })
      .toBe(true);
    screen.socket.close();
  });
});
