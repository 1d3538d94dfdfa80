import { CABLE_PONG, HEARTBEAT_MS } from "@contract/cable";
import { expect, test } from "@playwright/test";
import { adapters, logger } from "@rails/actioncable";
import WebSocket from "ws";
import { cableUrl, openCable } from "../../app/lib/cable-client";

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

test("the @rails/actioncable client, set up as the app sets it up, is welcomed, kept alive and subscribed by /cable", async ({
  baseURL,
}) => {
  test.setTimeout(HEARTBEAT_MS * 3);
  const { consumer, close } = openCable(`${cableUrl(baseURL ?? "")}?route_name=tv`);
  // Internals the typings leave out: the connection, its socket and its monitor.
  const connection = (consumer as unknown as { connection: Connection }).connection;
  try {
    const confirmed = new Promise<void>((resolve, reject) => {
      consumer.subscriptions.create(
        { channel: "LoginChannel", socket_id: "e2e-tv-socket-1" },
        { connected: () => resolve(), rejected: () => reject(new Error("rejected")) },
      );
    });
    const rejected = new Promise<void>((resolve) => {
      consumer.subscriptions.create({ channel: "NoSuchChannel" }, { rejected: resolve });
    });
    // The client sends subscriptions only after the welcome frame, so a confirmation proves the welcome.
    await Promise.all([confirmed, rejected]);

    // Its own ping, every HEARTBEAT_MS, is answered (by the object's auto-response) with a ping frame.
    const pongs: string[] = [];
    connection.webSocket.on("message", (raw) => {
      if (String(raw) === CABLE_PONG) pongs.push(String(raw));
    });
    await expect.poll(() => pongs.length, { timeout: HEARTBEAT_MS * 2 }).toBeGreaterThanOrEqual(1);

    // The client's stale-connection monitor never had to reconnect.
    expect(connection.isOpen()).toBe(true);
    expect(connection.monitor.reconnectAttempts).toBe(0);
    expect(connection.getProtocol()).toBe("actioncable-v1-json");
  } finally {
    close();
  }
});
