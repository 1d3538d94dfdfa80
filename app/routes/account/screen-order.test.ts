import type { Screen } from "@contract/endpoints/screens";
import { describe, expect, it } from "vitest";
import { FOLD_AFTER_MS, linkedSinceParam, orderScreens } from "./screen-order";

const NOW = Date.parse("2026-11-27T12:00:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function screen(id: string, facts: Partial<Screen>): Screen {
  return {
    screen_id: id,
    name: id,
    status: "offline",
    now_showing: null,
    last_seen_at: null,
    linked_at: ago(30 * DAY),
    runtime_today: 0,
    runtime_month: 0,
    runtime_total: 0,
    browser: null,
    os: null,
    resolution: null,
    last_problem: null,
    ...facts,
  };
}

const ids = (screens: Screen[]) => screens.map((s) => s.screen_id);

describe("orderScreens", () => {
  const shop = [
    screen("never", { linked_at: ago(20 * DAY) }),
    screen("dark-a-month", { last_seen_at: ago(30 * DAY) }),
    screen("off-an-hour", { last_seen_at: ago(60 * MINUTE) }),
    screen("playing-old", { status: "playing", last_seen_at: ago(MINUTE) }),
    screen("hidden-now", { status: "hidden", last_seen_at: ago(10_000) }),
    screen("off-six-days", { last_seen_at: ago(6 * DAY) }),
    screen("stalled", { status: "stalled", last_seen_at: ago(30_000) }),
  ];

  it("puts online screens first, then the others, each most recently seen first; folds the never seen and the dark for a week", () => {
    const order = orderScreens(shop, NOW, null);
    expect(order.justLinked).toBeNull();
    expect(ids(order.shown)).toEqual(["hidden-now", "stalled", "playing-old", "off-an-hour", "off-six-days"]);
    expect(ids(order.folded)).toEqual(["dark-a-month", "never"]);
  });

  it("folds at exactly a week offline, not a moment before", () => {
    const edge = [
      screen("week", { last_seen_at: ago(FOLD_AFTER_MS) }),
      screen("later", { last_seen_at: ago(FOLD_AFTER_MS + 1) }),
    ];
    const order = orderScreens(edge, NOW, null);
    expect(ids(order.shown)).toEqual(["week"]);
    expect(ids(order.folded)).toEqual(["later"]);
  });

  it("marks the newest screen linked since the phone confirmed and puts it first, even before it ever connected", () => {
    const confirmedAt = NOW - 2 * MINUTE;
    const screens = [
      ...shop,
      screen("paired-before", { linked_at: ago(5 * MINUTE), status: "playing", last_seen_at: ago(1000) }),
      screen("just-paired", { linked_at: ago(MINUTE) }),
    ];
    const order = orderScreens(screens, NOW, confirmedAt);
    expect(order.justLinked).toBe("just-paired");
    expect(ids(order.shown)[0]).toBe("just-paired");
    expect(ids(order.shown)[1]).toBe("paired-before");
    expect(ids(order.folded)).not.toContain("just-paired");
  });

  it("marks none when no screen was linked since then (the TV has not logged in yet)", () => {
    expect(orderScreens(shop, NOW, NOW - MINUTE).justLinked).toBeNull();
  });

  it("breaks a tie in last seen by the newer screen", () => {
    const twins = [screen("older", { linked_at: ago(2 * DAY) }), screen("newer", { linked_at: ago(DAY) })];
    expect(ids(orderScreens(twins, NOW, null).folded)).toEqual(["newer", "older"]);
  });
});

describe("linkedSinceParam", () => {
  it("reads ?linked= as epoch ms, and nothing else", () => {
    const read = (query: string) => linkedSinceParam(new URL(`https://x.test/accounts/a/screens${query}`));
    expect(read("?linked=1795000000000")).toBe(1795000000000);
    for (const query of ["", "?linked", "?linked=", "?linked=abc", "?linked=-5", "?linked=1e400", "?linked=1.5"]) {
      expect(read(query), query).toBeNull();
    }
  });
});
