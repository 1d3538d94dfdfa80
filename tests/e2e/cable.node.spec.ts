import { expect, test } from "@playwright/test";
import { adapters, createConsumer, logger } from "@rails/actioncable";
import WebSocket from "ws";

// The stock browser client, run in Node: it needs a WebSocket and the two
// window-level listeners it registers for page visibility.
adapters.WebSocket = WebSocket as unknown as typeof adapters.WebSocket;
const globals = globalThis as Record<string, unknown>;
globals.addEventListener ??= () => {};
globals.removeEventListener ??= () => {};
logger.enabled = false;

type Connection = {
  webSocket: WebSocket;
  monitor: { reconnectAttempts: number };
  isOpen(): boolean;
  getProtocol(): string;
};

test("the @rails/actioncable client is welcomed, pinged and subscribed by /cable", async ({ baseURL }) => {
  test.setTimeout(20_000);
  const consumer = createConsumer(`${baseURL?.replace("http", "ws")}/cable?route_name=tv`);
  // Internals the typings leave out: the connection, its socket and its monitor.
  const connection = (consumer as unknown as { connection: Connection }).connection;
  const received: unknown[] = [];
  try {
    const confirmed = new Promise<void>((resolve, reject) => {
      consumer.subscriptions.create(
        { channel: "LoginChannel", socket_id: "e2e-tv-socket-1" },
        {
          connected: () => resolve(),
          rejected: () => reject(new Error("rejected")),
          received: (data: unknown) => received.push(data),
        },
      );
    });
    const rejected = new Promise<void>((resolve) => {
      consumer.subscriptions.create({ channel: "NoSuchChannel" }, { rejected: resolve });
    });
    // The client sends subscriptions only after the welcome frame, so a confirmation proves the welcome.
    await Promise.all([confirmed, rejected]);

    // Watch the raw frames the client gets from now on.
    const socket = connection.webSocket;
    const types: string[] = [];
    socket.on("message", (raw) => types.push(JSON.parse(String(raw)).type ?? "message"));
    await expect
      .poll(() => types.filter((type) => type === "ping").length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);

    // The client's own stale-connection monitor never had to reconnect.
    expect(connection.isOpen()).toBe(true);
    expect(connection.monitor.reconnectAttempts).toBe(0);
    expect(connection.getProtocol()).toBe("actioncable-v1-json");
  } finally {
    consumer.disconnect();
  }
});
