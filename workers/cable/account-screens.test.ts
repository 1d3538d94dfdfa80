import { OFFLINE_AFTER_MS, WATCH_FOR_MS } from "@contract/cable";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Mail } from "../mail/mailer";
import { emptyPresence, type PresenceSummary } from "../screen-model/presence";
import { ALERT_AFTER_MS, type AlertRules } from "../screen-model/screen-alerts";
import type { TapCount, VisitCount } from "../screen-model/visit-tally";
import { AccountScreens, MAX_COUNTED_SCREENS, type ScreenRecords, type ScreensHost } from "./account-screens";

/**
 * The account's screens without a socket or a database: the object's storage,
 * D1 and the mail are fakes that record what they are handed.
 */
const S = 1000;
const MIN = 60 * S;

function fakeHost({
  rules = { enabled: true, hours: null, timeZone: "Europe/Berlin" } as AlertRules,
  names = new Map<string, string>(),
} = {}) {
  const stored = new Map<string, unknown>();
  const world = {
    alarm: null as number | null,
    summaries: [] as PresenceSummary[],
    mails: [] as Mail[],
    pushes: [] as [string, unknown][],
    visits: [] as { visits: VisitCount[]; taps: TapCount[] }[],
  };
  const storage = {
    get: async (key: string) => structuredClone(stored.get(key)),
    put: async (key: string | Record<string, unknown>, value?: unknown) => {
      const entries = typeof key === "string" ? { [key]: value } : key;
      for (const [name, entry] of Object.entries(entries)) stored.set(name, structuredClone(entry));
    },
    list: async ({ prefix = "" }: { prefix?: string } = {}) =>
      new Map(
        [...stored].filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key, structuredClone(value)]),
      ),
    delete: async (keys: string | string[]) => {
      for (const key of [keys].flat()) stored.delete(key);
    },
    getAlarm: async () => world.alarm,
    setAlarm: async (at: number) => {
      world.alarm = at;
    },
    deleteAlarm: async () => {
      world.alarm = null;
    },
  };
  const records: ScreenRecords = {
    writeSummary: async (_, summary) => void world.summaries.push(summary),
    writeScans: async () => {},
    writeVisits: async (_, counts) => void world.visits.push(counts),
    alertRules: async () => rules,
    timeZone: async () => rules.timeZone,
    alertRecipient: async () => ({ email: "owner@example.com" }),
    screenNames: async (_, ids) => new Map(ids.flatMap((id) => (names.has(id) ? [[id, names.get(id) ?? ""]] : []))),
    recordProblem: async () => true,
  };
  const host: ScreensHost = {
    storage: storage as unknown as ScreensHost["storage"],
    records,
    outbox: () => ({ origin: "https://stylecast.test", send: async (mail) => void world.mails.push(mail) }),
    broadcast: async (stream, message) => {
      world.pushes.push([stream, message]);
      return 1;
    },
  };
  return { host, world };
}

async function accountScreens(options?: Parameters<typeof fakeHost>[0]) {
  const { host, world } = fakeHost(options);
  const screens = new AccountScreens(host);
  await screens.rememberAccount("acc1");
  return { screens, world, host };
}

/** Screens that played from `at` and whose sockets closed a minute later; their stints end at the next check. */
async function playThenDark(screens: AccountScreens, ids: string[], at: number) {
  for (const id of ids) await screens.connect(id, `${id}-socket`, { browser_name: "Chrome" }, at);
  for (const id of ids) await screens.disconnect(id, `${id}-socket`, at + MIN);
  await screens.check(at + MIN + OFFLINE_AFTER_MS + 1, new Set(), []);
}

describe("AccountScreens", () => {
  it("counts a screen's socket, writes D1's summary at once, and applies its report", async () => {
    const { screens, world } = await accountScreens();
    const now = Date.now();
    expect(await screens.connect("tv1", "c1", { browser_name: "Chrome" }, now)).toBe(true);
    expect(world.summaries.at(-1)?.stints.map((stint) => stint.screenId)).toEqual(["tv1"]);
    await screens.report("tv1", { visible: false, screen: { width: 1920, height: 1080 } }, now + S);
    const [stint] = await screens.stints();
    expect(stint).toMatchObject({ visible: false, info: { browser_name: "Chrome", screen_width: 1920 } });
    // Screens connected: the object checks them again within its ~50 s.
    expect(world.alarm).toBeGreaterThan(now);
  });

  it(`counts at most ${MAX_COUNTED_SCREENS} screens at once; the next one is not counted`, async () => {
    const { screens } = await accountScreens();
    const now = Date.now();
    for (let i = 0; i < MAX_COUNTED_SCREENS; i++) expect(await screens.connect(`tv${i}`, `c${i}`, {}, now)).toBe(true);
    expect(await screens.connect("one-more", "c-more", {}, now)).toBe(false);
    expect(await screens.connect("tv0", "c0-again", {}, now)).toBe(true); // a counted screen's second socket
    expect(await screens.stints()).toHaveLength(MAX_COUNTED_SCREENS);
  });

  it("mails the owner once when screens that played are dark for 15 minutes, by name, and once when they are back", async () => {
    const { screens, world } = await accountScreens({ names: new Map([["window", "Window TV"]]) });
    const t0 = Date.now();
    await playThenDark(screens, ["window", "counter"], t0);
    expect(world.mails).toEqual([]);
    await screens.check(t0 + MIN + ALERT_AFTER_MS, new Set(), []);
    expect(world.mails).toHaveLength(1);
    expect(world.mails[0]).toMatchObject({ to: "owner@example.com", subject: "2 Stylecast screens have gone dark" });
    expect(world.mails[0]?.text).toContain("- Window TV, last seen");
    expect(world.mails[0]?.text).toContain("https://stylecast.test/accounts/acc1/screens");

    const back = t0 + 40 * MIN;
    await screens.connect("window", "w2", {}, back);
    await screens.connect("counter", "c2", {}, back);
    expect(world.mails.map((mail) => mail.subject)).toEqual([
      "2 Stylecast screens have gone dark",
      "Your Stylecast screens are back",
    ]);
  });

  it("keeps quiet when the owner's rules say so, and then has nothing to wake for", async () => {
    for (const rules of [
      { enabled: false, hours: null, timeZone: "Europe/Berlin" },
      {
        enabled: true,
        hours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
        timeZone: "Europe/Berlin",
      },
    ]) {
      const { screens, world } = await accountScreens({ rules });
      const t0 = Date.now();
      await playThenDark(screens, ["window"], t0);
      await screens.check(t0 + MIN + ALERT_AFTER_MS, new Set(), []);
      expect(world.mails).toEqual([]);
      expect(world.alarm).toBeNull();
      await screens.connect("window", "again", {}, t0 + 2 * ALERT_AFTER_MS);
      expect(world.mails).toEqual([]);
    }
  });

  it("ends the stint of a removed screen at once, with no mail to follow", async () => {
    const { screens, world } = await accountScreens();
    const t0 = Date.now();
    await screens.connect("tv1", "c1", {}, t0);
    await screens.forget("tv1", t0 + 5 * MIN);
    expect(await screens.stints()).toEqual([]);
    expect(world.summaries.at(-1)?.stints).toMatchObject([{ screenId: "tv1", endedAt: t0 + 5 * MIN }]);
    await screens.check(t0 + 5 * MIN + ALERT_AFTER_MS, new Set(), []);
    expect(world.mails).toEqual([]);
  });

  it("tells the slideshows to report every slide while the owner watches, at most one push per half of it", async () => {
    const { screens, world } = await accountScreens();
    const t0 = Date.now();
    await screens.liveScreens(t0);
    await screens.liveScreens(t0 + WATCH_FOR_MS / 2 - 1);
    expect(world.pushes).toEqual([["slideshow:acc1", { type: "watch", for_ms: WATCH_FOR_MS }]]);
    await screens.liveScreens(t0 + WATCH_FOR_MS / 2);
    expect(world.pushes).toHaveLength(2);
  });

  it("reads back what it stored, as a new instance after hibernation does", async () => {
    const { screens, host } = await accountScreens();
    const t0 = Date.now();
    await screens.connect("tv1", "c1", {}, t0);
    expect(
      await screens.countScan("acc1", "phone-1", { source: "print", screenId: "", kind: "profile", itemId: "acc1" }),
    ).toBe(true);
    const woken = new AccountScreens(host);
    expect((await woken.stints()).map((stint) => stint.screenId)).toEqual(["tv1"]);
    expect((await woken.unsavedScans()).map((count) => count.scans)).toEqual([1]);
    expect(
      await woken.countScan("acc1", "phone-1", { source: "print", screenId: "", kind: "profile", itemId: "acc1" }),
    ).toBe(false);
  });

  it("loads the state a production object stored before stints had their name (under `sessions`)", async () => {
    const { host } = fakeHost();
    const t0 = Date.now();
    const stint = { id: "old-1", screenId: "tv1", startedAt: t0, lastSeenAt: t0, countedUntil: t0, visible: true };
    const rest = { sockets: ["c1"], runtimeMs: 0, info: {}, endedAt: null };
    const { stints: _, ...empty } = emptyPresence(t0);
    await host.storage.put("presence", { ...empty, sessions: { tv1: { ...stint, ...rest } } });
    const screens = new AccountScreens(host);
    expect((await screens.stints()).map(({ id }) => id)).toEqual(["old-1"]);
    await screens.connect("tv1", "c2", {}, t0 + S);
    const stored = (await host.storage.get("presence")) as Record<string, unknown>;
    expect(Object.keys(stored.stints as object)).toEqual(["tv1"]);
    expect(stored).not.toHaveProperty("sessions");
  });

  describe("visits and taps (issue 36)", () => {
    const MIN = 60_000;
    const visit = { page: "style", styleId: "style00001", screenId: "" } as const;
    const tap = { channel: "whatsapp", styleId: "style00001", screenId: "screen0001" } as const;
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.UTC(2026, 10, 27, 10, 5));
    });
    afterEach(() => vi.useRealTimers());

    it("counts a phone once per page within 30 minutes, and again after them", async () => {
      const { screens } = await accountScreens();
      expect(await screens.countVisit("acc1", "phone-1:page", visit)).toBe(true);
      vi.setSystemTime(Date.now() + 29 * MIN);
      expect(await screens.countVisit("acc1", "phone-1:page", visit)).toBe(false);
      expect(await screens.countVisit("acc1", "phone-2:page", visit)).toBe(true);
      vi.setSystemTime(Date.now() + 2 * MIN);
      expect(await screens.countVisit("acc1", "phone-1:page", visit)).toBe(true);
      expect((await screens.unsavedVisits()).visits.map((count) => count.visits)).toEqual([3]);
    });

    it("writes an hour's visits and taps once the hour is over, and forgets the phones whose window ended", async () => {
      const { screens, host, world } = await accountScreens();
      await screens.countVisit("acc1", "phone-1:page", visit);
      await screens.countTap("acc1", "phone-1:whatsapp", tap);
      // Nothing is stored until the moment's counts are written together.
      expect(await host.storage.list({ prefix: "seen:" })).toEqual(new Map());
      await screens.writeCounted(Date.now());
      expect((await host.storage.list({ prefix: "seen:" })).size).toBe(2);
      // A new instance (after eviction) still knows the phone.
      expect(await new AccountScreens(host).countVisit("acc1", "phone-1:page", visit)).toBe(false);
      expect(world.alarm).toBe(Date.UTC(2026, 10, 27, 10, 35));
      vi.setSystemTime(world.alarm ?? 0);
      await screens.check(Date.now(), new Set(), []);
      expect(world.visits).toEqual([]);
      expect(await host.storage.list({ prefix: "seen:" })).toEqual(new Map());
      expect(world.alarm).toBe(Date.UTC(2026, 10, 27, 11));
      vi.setSystemTime(world.alarm ?? 0);
      await screens.check(Date.now(), new Set(), []);
      const hour = Date.UTC(2026, 10, 27, 10);
      expect(world.visits).toEqual([{ visits: [{ ...visit, hour, visits: 1 }], taps: [{ ...tap, hour, taps: 1 }] }]);
      expect(world.alarm).toBeNull();
    });
  });
});
