import { env, runDurableObjectAlarm, SELF } from "cloudflare:test";
import type { CableServer } from "@workers/cable/cable-server";
import { describe, expect, it } from "vitest";

const cable = (name: string) => env.CABLE.get(env.CABLE.idFromName(name)) as DurableObjectStub<CableServer>;

/** Opens /cable inside workerd and collects what the server sends. */
async function connect(query = "") {
  const response = await SELF.fetch(`http://localhost/cable${query}`, {
    headers: { Upgrade: "websocket", "Sec-WebSocket-Protocol": "actioncable-v1-json" },
  });
  expect(response.status).toBe(101);
  expect(response.headers.get("Sec-WebSocket-Protocol")).toBe("actioncable-v1-json");
  const socket = response.webSocket;
  if (!socket) throw new Error("no websocket");
  const messages: Record<string, unknown>[] = [];
  socket.addEventListener("message", (event) => messages.push(JSON.parse(event.data as string)));
  socket.accept();
  const next = async (predicate: (message: Record<string, unknown>) => boolean) => {
    for (let i = 0; i < 100; i++) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no matching message in ${JSON.stringify(messages)}`);
  };
  return { socket, messages, next };
}

const loginIdentifier = JSON.stringify({ channel: "LoginChannel", socket_id: "tv-socket-123" });

describe("/cable", () => {
  it("welcomes a client speaking actioncable-v1-json", async () => {
    const { next, socket } = await connect();
    expect(await next((m) => m.type === "welcome")).toEqual({ type: "welcome" });
    socket.close();
  });

  it("pings every connected client when its alarm fires", async () => {
    const { next, socket } = await connect("?account_id=acc1234567");
    await next((m) => m.type === "welcome");
    const stub = cable("account:acc1234567");
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const ping = await next((m) => m.type === "ping");
    expect(typeof ping.message).toBe("number");
    socket.close();
  });

  it("confirms a known channel, rejects an unknown one or bad params, and delivers broadcasts", async () => {
    const { next, socket } = await connect();
    await next((m) => m.type === "welcome");
    socket.send(JSON.stringify({ command: "subscribe", identifier: loginIdentifier }));
    expect(await next((m) => m.type === "confirm_subscription")).toEqual({
      type: "confirm_subscription",
      identifier: loginIdentifier,
    });

    const unknown = JSON.stringify({ channel: "NopeChannel" });
    socket.send(JSON.stringify({ command: "subscribe", identifier: unknown }));
    expect(await next((m) => m.type === "reject_subscription" && m.identifier === unknown)).toBeTruthy();

    const badParams = JSON.stringify({ channel: "LoginChannel", socket_id: "<script>" });
    socket.send(JSON.stringify({ command: "subscribe", identifier: badParams }));
    expect(await next((m) => m.type === "reject_subscription" && m.identifier === badParams)).toBeTruthy();

    socket.send("not json at all");
    const stub = cable("lobby");
    expect(await stub.broadcast("login:tv-socket-123", { login: "one-time" })).toBe(1);
    expect(await next((m) => m.identifier === loginIdentifier && "message" in m)).toEqual({
      identifier: loginIdentifier,
      message: { login: "one-time" },
    });
    socket.close();
  });

  it("stops delivering after unsubscribe", async () => {
    const { next, socket } = await connect();
    await next((m) => m.type === "welcome");
    socket.send(JSON.stringify({ command: "subscribe", identifier: loginIdentifier }));
    await next((m) => m.type === "confirm_subscription");
    socket.send(JSON.stringify({ command: "unsubscribe", identifier: loginIdentifier }));
    const stub = cable("lobby");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await stub.broadcast("login:tv-socket-123", { login: "late" })).toBe(0);
    socket.close();
  });

  it("refuses plain HTTP and malformed account ids", async () => {
    expect((await SELF.fetch("http://localhost/cable")).status).toBe(426);
    const response = await SELF.fetch("http://localhost/cable?account_id=../../x", {
      headers: { Upgrade: "websocket" },
    });
    expect(response.status).toBe(400);
  });
});
