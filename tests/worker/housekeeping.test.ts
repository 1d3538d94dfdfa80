import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { readConfig } from "@contract/config";
import worker from "@workers/app";
import { createSession } from "@workers/auth/sessions";
import { issueUserToken } from "@workers/auth/user-tokens";
import { withinRateLimits } from "@workers/db/rate-limits";
import { runHousekeeping } from "@workers/jobs/housekeeping";
import { describe, expect, it } from "vitest";
import { createUser } from "../support/api";
import { addStyle } from "../support/styles";

const DAY = 24 * 60 * 60 * 1000;
const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;
const exists = async (key: string) => (await env.MEDIA.head(key)) !== null;

describe("scheduled housekeeping", () => {
  it("runs from the Cron Trigger: expired sessions, used tokens and old rate-limit windows go, live ones stay", async () => {
    const user = await createUser();
    await createSession(env.DB, user.userId, Date.now() - 40 * DAY); // its refresh token expired 10 days ago
    await createSession(env.DB, user.userId); // live
    const used = await issueUserToken(env.DB, user.userId, "reset_password");
    await env.DB.prepare("UPDATE user_tokens SET used_at = ? WHERE user_id = ?").bind(Date.now(), user.userId).run();
    await issueUserToken(env.DB, user.userId, "confirm_email"); // unused, valid
    await withinRateLimits(env.DB, [{ key: "old:window", limit: 5, windowSeconds: 60 }], Date.now() - 2 * DAY);
    await withinRateLimits(env.DB, [{ key: "live:window", limit: 5, windowSeconds: 60 }]);
    expect(used).toBeTruthy();

    const ctx = createExecutionContext();
    await worker.scheduled?.(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await count("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?", user.userId)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM user_tokens WHERE user_id = ?", user.userId)).toBe(1);
    expect(
      await count("SELECT COUNT(*) AS n FROM user_tokens WHERE user_id = ? AND purpose = 'confirm_email'", user.userId),
    ).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM rate_limits WHERE key = 'old:window'")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM rate_limits WHERE key = 'live:window'")).toBe(1);
  });

  it("deletes R2 objects no row points at once they are a day old, and nothing else", async () => {
    const user = await createUser();
    const prefix = `accounts/${user.accountId}/avatar/`;
    const [kept, orphan] = [`${prefix}current.png`, `${prefix}left-by-a-crash.png`];
    await env.MEDIA.put(kept, "png");
    await env.MEDIA.put(orphan, "png");
    await env.DB.prepare("UPDATE accounts SET avatar_key = ? WHERE id = ?").bind(kept, user.accountId).run();
    const config = readConfig(env);

    // Today the orphan may still be an upload in flight: it stays.
    await runHousekeeping(env, config);
    expect(await exists(orphan)).toBe(true);

    // Two days on it is a leftover; the avatar the account points at stays.
    const { orphansDeleted } = await runHousekeeping(env, config, Date.now() + 2 * DAY);
    expect(orphansDeleted).toBeGreaterThanOrEqual(1);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(kept)).toBe(true);
  });
});

describe("housekeeping and picture sets", () => {
  it("keeps every file of a stored picture set, and deletes a set's file no row lists once it is a day old", async () => {
    const user = await createUser();
    const styleId = await addStyle(user.accountId);
    const setKey = `accounts/${user.accountId}/styles/${styleId}/item-picture`;
    await env.DB.prepare("UPDATE payload_items SET pictures = ? WHERE portfolio_id = ?")
      .bind(JSON.stringify({ key: setKey, files: ["360.avif", "360.webp"] }), styleId)
      .run();
    const [listed, unlisted, otherSet] = [`${setKey}-360.avif`, `${setKey}-540.avif`, `${setKey}x-360.webp`];
    for (const key of [listed, `${setKey}-360.webp`, unlisted, otherSet]) await env.MEDIA.put(key, "picture");

    await runHousekeeping(env, readConfig(env), Date.now() + 2 * DAY);
    expect(await exists(listed)).toBe(true);
    expect(await exists(`${setKey}-360.webp`)).toBe(true);
    expect(await exists(unlisted)).toBe(false);
    expect(await exists(otherSet)).toBe(false);
  });
});
