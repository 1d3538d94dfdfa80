import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callV1, json, signedIn } from "../support/api";
import { addStyle } from "../support/styles";

const HOUR_MS = 3_600_000;

/** An admin's approval of the style `hours` after it was made, kept as the admin's log keeps it. */
async function approvedAfter(styleId: string, madeAt: Date, hours: number) {
  await env.DB.batch([
    env.DB.prepare("UPDATE portfolios SET created_at = ? WHERE id = ?").bind(madeAt.toISOString(), styleId),
    env.DB.prepare(
      "INSERT INTO admin_actions (admin_user_id, admin_email, action, target_id, created_at) VALUES ('a', 'a@x.test', 'approve_style', ?, ?)",
    ).bind(styleId, new Date(madeAt.getTime() + hours * HOUR_MS).toISOString()),
  ]);
}

describe("how long approval usually takes (issue 35)", () => {
  it("is the median wait of recent approvals, for a signed-in owner only; none before any", async () => {
    const owner = await signedIn();
    const read = async () =>
      json<{ median_hours: number | null; approvals: number }>(
        await callV1("/users/approval_wait", { headers: owner.headers }),
      );
    expect((await read()).data).toEqual({ median_hours: null, approvals: 0 });

    const made = new Date(Date.now() - 2 * 24 * HOUR_MS);
    for (const hours of [2, 4, 30]) await approvedAfter(await addStyle(owner.accountId), made, hours);
    // An approval of long ago says nothing about today's wait.
    await approvedAfter(await addStyle(owner.accountId), new Date(Date.now() - 200 * 24 * HOUR_MS), 900);
    expect((await read()).data).toEqual({ median_hours: 4, approvals: 3 });

    expect((await callV1("/users/approval_wait")).status).toBe(401);
  });
});
