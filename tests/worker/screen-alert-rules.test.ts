import { env } from "cloudflare:test";
import { findAlertRules, findScreenNames } from "@workers/db/screen-alerts";
import { findScreenAlertRecipient } from "@workers/db/screen-presence";
import { describe, expect, it } from "vitest";
import { createUser, screenOf } from "../support/api";

/**
 * What the account's cable object reads from D1 when screens went dark
 * (decisions.md "Screen-offline mail"). The rules themselves are pure tests
 * (workers/screen-model/screen-alerts.test.ts); one mail goes end to end in
 * cable.test.ts.
 */
describe("the screen alerts' reads", () => {
  it("reads the owner's switch and the shop's opening hours on its clock", async () => {
    const owner = await createUser();
    expect(await findAlertRules(env.DB, owner.accountId)).toEqual({
      enabled: true,
      hours: null,
      timeZone: "Europe/Berlin",
    });
    expect(await findScreenAlertRecipient(env.DB, owner.accountId)).toMatchObject({ email: owner.email });

    const closed = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
    await env.DB.prepare(
      "UPDATE accounts SET screen_alerts = 0, opening_hours = ?, time_zone = 'America/New_York' WHERE id = ?",
    )
      .bind(JSON.stringify(closed), owner.accountId)
      .run();
    expect(await findAlertRules(env.DB, owner.accountId)).toEqual({
      enabled: false,
      hours: closed,
      timeZone: "America/New_York",
    });
    expect(await findScreenAlertRecipient(env.DB, owner.accountId)).toBeNull();
  });

  it("turns alerts off for an account without an active user", async () => {
    const pending = await createUser({ status: "pending" });
    expect(await findAlertRules(env.DB, pending.accountId)).toMatchObject({ enabled: false });
  });

  it("names only the screens their owner named, and only the account's own", async () => {
    const [owner, other] = [await createUser(), await createUser()];
    const [named, unnamed, others] = [await screenOf(owner), await screenOf(owner), await screenOf(other)];
    await env.DB.prepare("UPDATE screens SET name = 'Window TV' WHERE id IN (?, ?)")
      .bind(named.screenId, others.screenId)
      .run();
    const names = await findScreenNames(env.DB, owner.accountId, [named.screenId, unnamed.screenId, others.screenId]);
    expect([...names]).toEqual([[named.screenId, "Window TV"]]);
  });
});
