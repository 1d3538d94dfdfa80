import { describe, expect, it } from "vitest";
import { visitorKey } from "./visitor-key";

const SECRET = "a-test-secret-of-some-length-000";
const phone = () =>
  new Request("http://localhost/q/x", {
    headers: { "User-Agent": "Mozilla/5.0 (iPhone)", "CF-Connecting-IP": "203.0.113.7" },
  });

describe("visitorKey (ADR 26)", () => {
  it("is the same for one phone and code all day, and another the next day: the salt changes daily (UTC)", async () => {
    const morning = await visitorKey(SECRET, phone(), "code", Date.parse("2026-11-26T00:00:00Z"));
    const night = await visitorKey(SECRET, phone(), "code", Date.parse("2026-11-26T23:59:59Z"));
    const nextDay = await visitorKey(SECRET, phone(), "code", Date.parse("2026-11-27T00:00:00Z"));
    expect(night).toBe(morning);
    expect(nextDay).not.toBe(morning);
    expect(await visitorKey(SECRET, phone(), "code", Date.parse("2026-11-27T12:00:00Z"))).toBe(nextDay);
  });

  it("tells codes and secrets apart, and holds neither the address nor the agent", async () => {
    const at = Date.parse("2026-11-26T10:00:00Z");
    const key = await visitorKey(SECRET, phone(), "code", at);
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(await visitorKey(SECRET, phone(), "other", at)).not.toBe(key);
    expect(await visitorKey(`${SECRET}-2`, phone(), "code", at)).not.toBe(key);
  });
});
