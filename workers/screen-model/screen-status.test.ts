import { OFFLINE_AFTER_MS } from "@contract/cable";
import { describe, expect, it } from "vitest";
import { type StatusFacts, screenStatus } from "./screen-status";

const NOW = 1_800_000_000_000;
const DELAY = 10_000;
const facts = (overrides: Partial<StatusFacts> = {}): StatusFacts => ({
  lastSeenAt: NOW,
  sockets: ["socket-1"],
  visible: true,
  showing: { kind: "style", id: "style-1", src: "/media/t.webp", since: NOW - 5_000 },
  delayMs: DELAY,
  reportedAt: NOW,
  stalled: false,
  ...overrides,
});

describe("screenStatus (decisions.md: playing, stalled, hidden, offline)", () => {
  it("is playing while online, visible and moving on", () => {
    expect(screenStatus(facts(), NOW)).toBe("playing");
    // Just inside three slide delays is still moving on.
    expect(screenStatus(facts({ showing: { kind: "ad", id: "a", src: "", since: NOW - 3 * DELAY } }), NOW)).toBe(
      "playing",
    );
  });

  it("is stalled after three slide delays on one slide, judged when the screen reported", () => {
    const stuck = facts({ showing: { kind: "style", id: "s", src: "", since: NOW - 3 * DELAY - 1 } });
    expect(screenStatus(stuck, NOW)).toBe("stalled");
    // The report was fresh when it came: later silence (pings only) does not make the slide stuck.
    const fresh = facts({
      reportedAt: NOW - 60_000,
      showing: { kind: "style", id: "s", src: "", since: NOW - 65_000 },
    });
    expect(screenStatus(fresh, NOW)).toBe("playing");
  });

  it("waits at least 30 s whatever the delay (a test's 300 ms)", () => {
    const short = (ms: number) =>
      facts({ delayMs: 300, showing: { kind: "style", id: "s", src: "", since: NOW - ms } });
    expect(screenStatus(short(29_000), NOW)).toBe("playing");
    expect(screenStatus(short(30_001), NOW)).toBe("stalled");
  });

  it("is never stalled while a video plays its own length", () => {
    const video = { kind: "style" as const, id: "v", src: "", since: NOW - 10 * DELAY, waiting_on_video: true };
    expect(screenStatus(facts({ showing: video }), NOW)).toBe("playing");
  });

  it("is stalled when the screen says so (it reloads once)", () => {
    expect(screenStatus(facts({ stalled: true }), NOW)).toBe("stalled");
  });

  it("is hidden when its page or screen is not visible, stalled or not", () => {
    expect(screenStatus(facts({ visible: false, stalled: true }), NOW)).toBe("hidden");
  });

  it("is offline after 50 s without a socket or a heartbeat, and without a session at all", () => {
    const gone = facts({ sockets: [], lastSeenAt: NOW - OFFLINE_AFTER_MS - 1 });
    expect(screenStatus(gone, NOW)).toBe("offline");
    expect(screenStatus(facts({ sockets: [], lastSeenAt: NOW - OFFLINE_AFTER_MS }), NOW)).toBe("playing");
    expect(screenStatus(undefined, NOW)).toBe("offline");
  });
});
