import { SELF } from "cloudflare:test";
import { SLIDESHOW_CHANNEL } from "@contract/cable";
import { expect } from "vitest";

/**
 * An account's slideshow on /cable, subscribed, as the player opens it: a
 * screen's when `ticket` is one (issue 23), else a viewer's. `heartbeat`
 * sends the player's report message with `fields` over a visible report.
 */
export async function slideshowOnCable(accountId: string, ticket?: string, userAgent?: string) {
  const query = new URLSearchParams({ account_id: accountId, ...(ticket ? { screen_ticket: ticket } : {}) });
  const response = await SELF.fetch(`http://localhost/cable?${query}`, {
    headers: {
      Upgrade: "websocket",
      "Sec-WebSocket-Protocol": "actioncable-v1-json",
      ...(userAgent ? { "User-Agent": userAgent } : {}),
    },
  });
  const socket = response.webSocket;
  if (!socket) throw new Error(`no websocket (${response.status})`);
  const messages: Record<string, unknown>[] = [];
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
  socket.addEventListener("message", (event) => messages.push(JSON.parse(event.data as string)));
  socket.accept();
  const identifier = JSON.stringify({ channel: SLIDESHOW_CHANNEL, account_id: accountId });
  socket.send(JSON.stringify({ command: "subscribe", identifier }));
  await expect.poll(() => messages.some((m) => m.type === "confirm_subscription")).toBe(true);
  const heartbeat = (fields: Record<string, unknown>) =>
    socket.send(
      JSON.stringify({
        command: "message",
        identifier,
        data: JSON.stringify({
          action: "heartbeat",
          reason: "report",
          timestamp: Date.now(),
          visible: true,
          ...fields,
        }),
      }),
    );
  return { socket, messages, closed, identifier, heartbeat };
}
