import { env, SELF } from "cloudflare:test";
import { LOGIN_CHANNEL } from "@contract/cable";
import { newPairingSecret, tvSocketId } from "@contract/tv-pairing";
import type { CableServer } from "@workers/cable/cable-server";
import { expect } from "vitest";

/** The TVs of the worker tests: sockets in the cable's lobby, waiting on LoginChannel as /tv does. */
export const lobby = () => env.CABLE.get(env.CABLE.idFromName("lobby")) as DurableObjectStub<CableServer>;

const TV_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";

type Message = Record<string, unknown>;

/** A TV on /tv: a fresh pairing secret, its socket id, and a lobby connection subscribed to LoginChannel. */
export async function waitingTv(secret = newPairingSecret()) {
  const socketId = await tvSocketId(secret);
  const tv = await subscribe(socketId);
  expect(tv.confirmed).toBe(true);
  return { ...tv, secret, socketId };
}

export async function subscribe(socketId: string) {
  const response = await SELF.fetch("http://localhost/cable", {
    headers: { Upgrade: "websocket", "Sec-WebSocket-Protocol": "actioncable-v1-json", "User-Agent": TV_USER_AGENT },
  });
  const socket = response.webSocket;
  if (!socket) throw new Error("no websocket");
  const messages: Message[] = [];
  socket.addEventListener("message", (event) => {
    messages.push(JSON.parse(event.data as string));
  });
  socket.accept();
  // Waits as long as the suite's poll budget (vitest.config.ts), not a budget of its own.
  const next = async (predicate: (message: Message) => boolean) => {
    await expect.poll(() => messages.some(predicate)).toBe(true);
    return messages.find(predicate) as Message;
  };
  await next((m) => m.type === "welcome");
  const identifier = JSON.stringify({ channel: LOGIN_CHANNEL, socket_id: socketId });
  socket.send(JSON.stringify({ command: "subscribe", identifier }));
  const answer = await next(
    (m) => m.identifier === identifier && (m.type === "confirm_subscription" || m.type === "reject_subscription"),
  );
  return { socket, messages, next, identifier, confirmed: answer.type === "confirm_subscription" };
}
