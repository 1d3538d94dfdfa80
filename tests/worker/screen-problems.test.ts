import { env } from "cloudflare:test";
import type { AnalyticsDetail } from "@contract/admin";
import type { Screen } from "@contract/endpoints/screens";
import { PROBLEM_MESSAGE_MAX } from "@contract/player-problems";
import { SCREEN_PROBLEM_LIMIT } from "@workers/cable/account-screens";
import { describe, expect, it } from "vitest";
import { bearer, callV1, createUser, json, screenOf, signedIn, signIn } from "../support/api";
import { slideshowOnCable } from "../support/cable";

/**
 * A TV's problems (issue 34 point 7): its player tells them over its screen's
 * cable; the account's object keeps the last one per screen in D1 with the
 * browser its socket opened with and a count, within the server's own limit;
 * My screens' API answers it to the owner, the analytics detail to the admin.
 */

const TV_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 9; BRAVIA 4K GB) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.101 Safari/537.36";

async function owner() {
  const user = await createUser();
  const tokens = await signIn(user.email, user.password);
  return { ...user, headers: bearer(tokens) };
}

/** The TV's slideshow on its cable, telling problems as the player does (`perform("problem", …)`). */
async function tvOnCable(accountId: string, ticket: string | undefined) {
  const cable = await slideshowOnCable(accountId, ticket, TV_USER_AGENT);
  const problem = (fields: Record<string, unknown>) =>
    cable.socket.send(
      JSON.stringify({
        command: "message",
        identifier: cable.identifier,
        data: JSON.stringify({ action: "problem", at: Date.now(), ...fields }),
      }),
    );
  return { ...cable, problem };
}

const storedProblem = (screenId: string) =>
  env.DB.prepare(
    "SELECT problem_kind, problem_message, problem_at, problem_browser, problem_count FROM screens WHERE id = ?",
  )
    .bind(screenId)
    .first<{
      problem_kind: string | null;
      problem_message: string | null;
      problem_at: number | null;
      problem_browser: string | null;
      problem_count: number;
    }>();

async function myScreens(headers: Record<string, string>) {
  const response = await callV1("/users/screens", { headers });
  expect(response.status).toBe(200);
  return (await json<{ data: Screen[] }>(response)).data.data;
}

describe("a screen's problems", () => {
  it("are kept as its last problem, with its browser and a count, and answered on My screens and to the admin", async () => {
    const user = await owner();
    const tv = await screenOf(user);
    const { problem } = await tvOnCable(user.accountId, tv.ticket);
    const at = Date.now() - 120_000;

    problem({ kind: "error", message: "TypeError: x is undefined at /assets/player.js:12", at: at - 1_000 });
    await expect.poll(async () => (await storedProblem(tv.screenId))?.problem_count).toBe(1);
    problem({ kind: "media", message: "video /media/styles/s1/a.mp4", at });
    await expect.poll(async () => (await storedProblem(tv.screenId))?.problem_count).toBe(2);
    expect(await storedProblem(tv.screenId)).toEqual({
      problem_kind: "media",
      problem_message: "video /media/styles/s1/a.mp4",
      problem_at: at,
      problem_browser: "Chrome 87.0.4280.101",
      problem_count: 2,
    });

    const [screen] = await myScreens(user.headers);
    expect(screen?.last_problem).toEqual({
      kind: "media",
      message: "video /media/styles/s1/a.mp4",
      at: new Date(at).toISOString(),
      browser: "Chrome 87.0.4280.101",
      count: 2,
    });

    const admin = await signedIn({ abilities: ["admin"] });
    const detail = await json<AnalyticsDetail>(
      await callV1(`/admin/portfolios_sessions/${user.accountId}`, { headers: admin.headers }),
    );
    expect(detail.data.screen_problems).toEqual([
      {
        screen_id: tv.screenId,
        name: null,
        kind: "media",
        message: "video /media/styles/s1/a.mp4",
        at: new Date(at).toISOString(),
        browser: "Chrome 87.0.4280.101",
        count: 2,
      },
    ]);
  });

  it("are limited per screen by the server too: past the limit nothing more is kept", async () => {
    const user = await owner();
    const tv = await screenOf(user);
    const { problem } = await tvOnCable(user.accountId, tv.ticket);
    const told = SCREEN_PROBLEM_LIMIT.limit + 3;
    for (let index = 0; index < told; index++) problem({ kind: "rejection", message: `Error: number ${index}` });
    // Every one was counted against the limit (so all were handled), and only the limit's worth kept.
    const hits = () =>
      env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?")
        .bind(`screen-problem:${tv.screenId}`)
        .first<{ count: number }>();
    await expect.poll(async () => (await hits())?.count).toBe(told);
    const stored = await storedProblem(tv.screenId);
    expect(stored?.problem_count).toBe(SCREEN_PROBLEM_LIMIT.limit);
    expect(stored?.problem_kind).toBe("rejection");
  });

  it("are refused when malformed, too long, or told by a viewer; a screen without one answers null", async () => {
    const user = await owner();
    const tv = await screenOf(user);
    const viewer = await tvOnCable(user.accountId, undefined);
    viewer.problem({ kind: "error", message: "Error: from a viewer" });
    const screen = await tvOnCable(user.accountId, tv.ticket);
    screen.problem({ kind: "crash", message: "Error: unknown kind" });
    screen.problem({ kind: "error", message: "x".repeat(PROBLEM_MESSAGE_MAX + 1) });
    screen.problem({ kind: "error", message: "" });
    screen.problem({ kind: "error", message: "Error: the real one" });
    await expect.poll(async () => (await storedProblem(tv.screenId))?.problem_count).toBe(1);
    expect((await storedProblem(tv.screenId))?.problem_message).toBe("Error: the real one");
    // Only the valid one reached the limit's count: the others were refused before it, the viewer's never heard.
    const hits = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?")
      .bind(`screen-problem:${tv.screenId}`)
      .first<{ count: number }>();
    expect(hits?.count).toBe(1);

    const other = await owner();
    await screenOf(other);
    const [quiet] = await myScreens(other.headers);
    expect(quiet?.last_problem).toBeNull();
  });
});
