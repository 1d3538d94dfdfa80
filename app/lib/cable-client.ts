import { CABLE_PING, HEARTBEAT_MS, STALE_AFTER_SECONDS } from "@contract/cable";
import * as ActionCable from "@rails/actioncable";

/**
 * The stock `@rails/actioncable` consumer, set up for our /cable (ADR 0015):
 * the client keeps the connection alive itself with a ping the Durable
 * Object answers by auto-response (so it never wakes for it), and its stale
 * monitor waits for those pings instead of the 3 s server pings it assumes.
 * Browser-only: the slideshow and /tv load it on the client.
 */
export function openCable(url: string): { consumer: ActionCable.Consumer; ping(): void; close(): void } {
  // Exported by the package, left out of its typings.
  const { ConnectionMonitor } = ActionCable as unknown as { ConnectionMonitor: { staleThreshold: number } };
  ConnectionMonitor.staleThreshold = STALE_AFTER_SECONDS;
  const consumer = ActionCable.createConsumer(url);
  const message = JSON.parse(CABLE_PING) as object;
  // `Consumer#send` sends JSON on the open socket (also left out of the typings).
  const ping = () => void (consumer as unknown as { send(data: object): boolean }).send(message);
  const timer = setInterval(ping, HEARTBEAT_MS);
  // Back online (a TV's Wi-Fi returns): a fresh socket at once, instead of waiting for the stale monitor.
  const connection = (consumer as unknown as { connection: { reopen(): void } }).connection;
  const reopen = () => connection.reopen();
  globalThis.addEventListener("online", reopen);
  return {
    consumer,
    ping,
    close() {
      clearInterval(timer);
      globalThis.removeEventListener("online", reopen);
      consumer.disconnect();
    },
  };
}

/** The cable's address on this site, for an account's slideshow or for the lobby (/tv). */
export function cableUrl(origin: string, accountId?: string) {
  const url = new URL("/cable", origin.replace(/^http/, "ws"));
  if (accountId) url.searchParams.set("account_id", accountId);
  return url.toString();
}
