import {
  CONNECT_TIMEOUT_MS,
  OFFLINE_AFTER_MS,
  RECHECK_MAX_MS,
  RECHECK_MIN_MS,
  RECONNECT_WITHIN_MS,
  STALE_AFTER_SECONDS,
} from "@contract/cable";
import { describe, expect, it } from "vitest";
import { cableCheck, recheckIn, type SocketState } from "./cable-client";

const open: SocketState = { kind: "open", stale: false };
const down: SocketState = { kind: "down" };
const connecting = (forMs: number): SocketState => ({ kind: "connecting", forMs });

/**
 * Plays the schedule against a way that is closed until `opensAt` (every try
 * before it fails at once) and open after it, from a check at `firstCheckAt`:
 * when the next try starts. `random` gives each draw.
 */
function firstTryAfter(opensAt: number, firstCheckAt: number, random: () => number): number {
  let now = firstCheckAt;
  for (;;) {
    const step = cableCheck(down, random());
    if (step.reopen && now >= opensAt) return now;
    now += step.nextCheckMs;
  }
}

describe("recheckIn: the time between checks", () => {
  it("is uniform from RECHECK_MIN_MS to RECHECK_MAX_MS, whatever the draw", () => {
    expect(recheckIn(0)).toBe(RECHECK_MIN_MS);
    expect(recheckIn(0.5)).toBe((RECHECK_MIN_MS + RECHECK_MAX_MS) / 2);
    expect(recheckIn(0.999_999)).toBe(RECHECK_MAX_MS);
  });
});

describe("cableCheck: what a check does", () => {
  it("leaves a healthy socket alone and looks again later", () => {
    expect(cableCheck(open, 0.5)).toEqual({ reopen: false, nextCheckMs: 3_500 });
  });

  it("replaces an open socket whose pings went unanswered (a silent dead socket)", () => {
    expect(cableCheck({ kind: "open", stale: true }, 0)).toEqual({ reopen: true, nextCheckMs: 1_000 });
  });

  it("opens a fresh socket at once when the last one is down", () => {
    expect(cableCheck(down, 0)).toEqual({ reopen: true, nextCheckMs: 1_000 });
    expect(cableCheck(down, 0.999_999)).toEqual({ reopen: true, nextCheckMs: 6_000 });
  });

  it("lets a handshake run until its timeout, and looks again exactly then", () => {
    expect(cableCheck(connecting(0), 0.999_999)).toEqual({ reopen: false, nextCheckMs: CONNECT_TIMEOUT_MS });
    expect(cableCheck(connecting(3_000), 0.999_999)).toEqual({ reopen: false, nextCheckMs: 1_000 });
    expect(cableCheck(connecting(500), 0)).toEqual({ reopen: false, nextCheckMs: 1_000 });
  });

  it("gives up a handshake that hangs past the timeout for a fresh socket", () => {
    expect(cableCheck(connecting(CONNECT_TIMEOUT_MS), 0.5)).toEqual({ reopen: true, nextCheckMs: 3_500 });
  });

  it("replaces a socket gone silent before its screen counts as offline, whatever the phase and draws", () => {
    // The stock monitor calls an open socket stale once nothing came for STALE_AFTER_SECONDS; it went silent at 0.
    const staleAt = STALE_AFTER_SECONDS * 1_000;
    for (const phase of [0, 700, 2_500, 5_999]) {
      for (const random of [0, 0.3, 0.5, 0.999_999]) {
        let now = phase;
        for (;;) {
          const step = cableCheck({ kind: "open", stale: now > staleAt }, random);
          if (step.reopen || now > 2 * OFFLINE_AFTER_MS) break;
          now += step.nextCheckMs;
        }
        expect(now).toBeGreaterThan(staleAt);
        expect(now).toBeLessThan(OFFLINE_AFTER_MS);
      }
    }
  });
});

describe("the schedule over an outage", () => {
  it("tries again within 6 s of the way opening, in time for a handshake inside the promise, however long it was closed and whatever the draws", () => {
    const draws = [0, 0.999_999, 0.37, 0.81, 0.05, 0.5];
    for (const outage of [1_000, 20_000, 60_000, 3_600_000]) {
      for (const draw of draws) {
        let n = 0;
        const random = () => draws[(n++ + Math.round(draw * 7)) % draws.length] ?? draw;
        const tried = firstTryAfter(outage, 0, random);
        expect(tried - outage).toBeGreaterThanOrEqual(0);
        expect(tried - outage).toBeLessThanOrEqual(RECHECK_MAX_MS);
        // A handshake not given up (under CONNECT_TIMEOUT_MS) still ends inside the promise.
        expect(tried - outage + CONNECT_TIMEOUT_MS).toBeLessThanOrEqual(RECONNECT_WITHIN_MS);
      }
    }
  });

  it("a try that hangs from before the way opened is replaced within 6 s of the way opening", () => {
    // A check opened a socket at 0, just before the way opened; its handshake never answers.
    for (const random of [0, 0.3, 0.5, 0.999_999]) {
      let now = cableCheck(down, random).nextCheckMs;
      for (;;) {
        const step = cableCheck(connecting(now), random);
        if (step.reopen) break;
        now += step.nextCheckMs;
      }
      expect(now).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS);
      expect(now).toBeLessThanOrEqual(RECHECK_MAX_MS);
      expect(now + CONNECT_TIMEOUT_MS).toBeLessThanOrEqual(RECONNECT_WITHIN_MS);
    }
  });

  it("spreads screens a deploy drops at once: their checks fall all over the next 6 s", () => {
    // 1,000 screens opened at different moments run their checks; a deploy drops them all at 60 s. Each notices
    // at its next check: about 29 % in the first second, fewer in each after, none later than 6 s.
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return (seed - 1) / 2_147_483_646;
    };
    const deployAt = 60_000;
    const perSecond = [0, 0, 0, 0, 0, 0];
    for (let screen = 0; screen < 1_000; screen++) {
      let check = random() * 10_000;
      while (check < deployAt) check += cableCheck(open, random()).nextCheckMs;
      const second = Math.floor((check - deployAt) / 1_000);
      expect(second).toBeLessThan(6);
      perSecond[second] = (perSecond[second] ?? 0) + 1;
    }
    expect(Math.max(...perSecond)).toBeLessThan(350);
    expect(perSecond.every((count) => count > 0)).toBe(true);
    expect(perSecond[0]).toBeGreaterThan(perSecond[5] ?? 0);
  });
});
