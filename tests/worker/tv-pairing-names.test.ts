import { env } from "cloudflare:test";
import type { Screen } from "@contract/endpoints/screens";
import { describe, expect, it } from "vitest";
import { callV1, json, signedIn } from "../support/api";
import { waitingTv } from "../support/tv-lobby";

/**
 * Pairing names the TV (issue 34 point 9): the name the phone gives as it
 * confirms, by QR code or by short code, is the new screen's name on My
 * screens as soon as the TV is logged in, before its slideshow first loads.
 */

/** The TV's one-time code as the cable brings it, exchanged with its secret: the TV is logged in. */
async function tvSignsIn(tv: Awaited<ReturnType<typeof waitingTv>>) {
  const { code } = (await tv.next((m) => m.identifier === tv.identifier && "message" in m)).message as { code: string };
  const signIn = await callV1("/users/tv_sign_in", { body: { pairing_secret: tv.secret, code } });
  expect(signIn.status).toBe(200);
  return signIn.headers.get("access-token") ?? "";
}

const screensOf = async (headers: Record<string, string>) =>
  (await json<{ data: Screen[] }>(await callV1("/users/screens", { headers }))).data.data;

describe("a TV paired with a name", () => {
  it("by QR code: is the account's screen under that name (trimmed) as soon as it is logged in", async () => {
    const tv = await waitingTv();
    const phone = await signedIn();
    const before = Date.now();
    const sent = await callV1("/users/send_socket_login_message", {
      headers: phone.headers,
      body: { socket_id: tv.socketId, screen_name: "  Window TV " },
    });
    expect(sent.status).toBe(200);
    await tvSignsIn(tv);

    const [screen, ...others] = await screensOf(phone.headers);
    expect(others).toEqual([]);
    expect(screen).toMatchObject({ name: "Window TV", status: "offline", last_seen_at: null });
    expect(Date.parse(screen?.linked_at ?? "")).toBeGreaterThanOrEqual(before - 1000);
    // Its row is the TV's screen session's.
    const rows = await env.DB.prepare(
      "SELECT s.kind FROM screens sc JOIN sessions s ON s.id = sc.id WHERE sc.account_id = ?",
    )
      .bind(phone.accountId)
      .all<{ kind: string }>();
    expect(rows.results).toEqual([{ kind: "screen" }]);
    tv.socket.close();
  });

  it("by short code: the same, and a TV confirmed without a name is an unnamed screen", async () => {
    const phone = await signedIn();
    for (const screenName of ["Back room", undefined]) {
      const tv = await waitingTv();
      const link = await callV1("/users/tv_link_codes", { body: { pairing_secret: tv.secret } });
      const { code } = (await json<{ code: string }>(link)).data;
      const body = screenName ? { code, screen_name: screenName } : { code };
      const sent = await callV1("/users/send_link_code_login_message", { headers: phone.headers, body });
      expect(sent.status).toBe(200);
      const accessToken = await tvSignsIn(tv);
      // The TV's slideshow asks for its ticket: the screen stays as it was named.
      const ticket = await callV1("/users/screen_ticket", {
        method: "POST",
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      expect(ticket.status).toBe(200);
      tv.socket.close();
    }
    const names = (await screensOf(phone.headers)).map((screen) => screen.name).sort();
    expect(names).toEqual(["Back room", null]);
  });

  it("refuses a name that is too long or holds control characters, before any TV is told", async () => {
    const tv = await waitingTv();
    const phone = await signedIn();
    for (const screen_name of ["x".repeat(41), "Window\u0007TV", 12]) {
      const response = await callV1("/users/send_socket_login_message", {
        headers: phone.headers,
        body: { socket_id: tv.socketId, screen_name },
      });
      expect(response.status, String(screen_name)).toBe(422);
      expect(await json(response)).toMatchObject({ input_name: "screen_name" });
    }
    expect(tv.messages.some((m) => "message" in m)).toBe(false);
    tv.socket.close();
  });
});
