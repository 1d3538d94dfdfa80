import { createExecutionContext, env, SELF } from "cloudflare:test";
import worker from "@workers/app";
import { verifyPassword } from "@workers/auth/password";
import { describe, expect, it } from "vitest";
import { incoming } from "../support/incoming-request";

type UserRow = {
  email: string;
  password_hash: string;
  abilities: string;
  status: string;
  company: string;
  referral_code: string;
  city: string;
};

// Seeding makes the demo styles' pictures with the Images binding: seconds, not milliseconds.
describe("demo seed", { timeout: 60_000 }, () => {
  it("creates the demo logins once and is safe to run again", async () => {
    const first = await SELF.fetch("http://localhost/__dev/seed", { method: "POST" });
    expect(await first.json()).toEqual({ created: ["admin@example.com", "stylist@example.com", "gold@example.com"] });
    const again = await SELF.fetch("http://localhost/__dev/seed", { method: "POST" });
    expect(await again.json()).toEqual({ created: [] });

    const { results } = await env.DB.prepare(
      `SELECT u.email, u.password_hash, u.abilities, u.status, a.company, a.referral_code, a.city
       FROM users u JOIN accounts a ON a.id = u.account_id ORDER BY u.email`,
    ).all<UserRow>();
    expect(results.map((row) => row.email)).toEqual(["admin@example.com", "gold@example.com", "stylist@example.com"]);
    const byEmail = Object.fromEntries(results.map((row) => [row.email, row]));
    expect(JSON.parse(byEmail["admin@example.com"]!.abilities)).toContain("admin");
    expect(JSON.parse(byEmail["gold@example.com"]!.abilities)).toContain("GOLD");
    expect(byEmail["stylist@example.com"]).toMatchObject({
      company: "Salon Demo",
      city: "Berlin",
      referral_code: "DEMO2026",
      status: "active",
    });
    const pepper = env.PASSWORD_PEPPER as string;
    expect((await verifyPassword("Stylist#2026", byEmail["stylist@example.com"]!.password_hash, pepper)).valid).toBe(
      true,
    );
    expect((await verifyPassword("Admin#2026", byEmail["admin@example.com"]!.password_hash, pepper)).valid).toBe(true);
    expect((await verifyPassword("Gold#2026", byEmail["gold@example.com"]!.password_hash, pepper)).valid).toBe(true);
  });

  it("does not exist in production or on a real hostname", async () => {
    const production = { ...env, APP_ENV: "production" } as unknown as Env;
    const inProduction = await worker.fetch(
      incoming("http://localhost/__dev/seed", { method: "POST" }),
      production,
      createExecutionContext(),
    );
    expect(inProduction.status).toBe(404);
    const remote = await SELF.fetch("https://stylecast.app/__dev/seed", { method: "POST" });
    expect(remote.status).toBe(404);
  });
});

describe("demo styles", { timeout: 60_000 }, () => {
  it("gives the demo stylist approved image styles, an approved video style and an unapproved one, and the gold stylist three, with their media in R2, once", async () => {
    // Twice at once (two servers starting), then again: still one set.
    await Promise.all([1, 2].map(() => SELF.fetch("http://localhost/__dev/seed", { method: "POST" })));
    await SELF.fetch("http://localhost/__dev/seed", { method: "POST" });
    const { results } = await env.DB.prepare(
      `SELECT u.email, SUM(p.is_approved) AS approved, COUNT(p.id) AS total
       FROM users u JOIN portfolios p ON p.account_id = u.account_id GROUP BY u.email ORDER BY u.email`,
    ).all<{ email: string; approved: number; total: number }>();
    expect(results).toEqual([
      { email: "gold@example.com", approved: 3, total: 3 },
      { email: "stylist@example.com", approved: 7, total: 8 },
    ]);
    const { results: items } = await env.DB.prepare("SELECT kind, slide_key FROM payload_items ORDER BY kind").all<{
      kind: string;
      slide_key: string;
    }>();
    // Ten pictures, and the video style's pair: the clip and its poster.
    expect(items.map((item) => item.kind)).toEqual([...Array(11).fill("image"), "video"]);
    for (const { kind, slide_key } of items) {
      const type = (await env.MEDIA.head(slide_key))?.httpMetadata?.contentType;
      expect(type).toBe(kind === "video" ? "video/mp4" : "image/webp");
    }
  });
});
