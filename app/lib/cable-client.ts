import {
  CABLE_PING,
  CONNECT_TIMEOUT_MS,
  HEARTBEAT_MS,
  RECHECK_MAX_MS,
  RECHECK_MIN_MS,
  STALE_AFTER_SECONDS,
} from "@contract/cable";
import * as ActionCable from "@rails/actioncable";

/** Where the socket stands at a check: open, still connecting (for how long), or down (closed, closing, none yet). */
export type SocketState = { kind: "open"; stale: boolean } | { kind: "connecting"; forMs: number } | { kind: "down" };

/**
 * The reconnect schedule, a pure function of what a check sees (`random` in
 * [0, 1)): whether to open a fresh socket now, and when to look again.
 *
 * The checks run all the time, at intervals uniform on [RECHECK_MIN_MS,
 * RECHECK_MAX_MS]: a socket the server or the network dropped is noticed at
 * the next check, and a screen that cannot get through tries again at every
 * check, so once the way is open it is back within RECHECK_MAX_MS plus a
 * handshake, however long the outage lasted (no backoff that grows past the
 * 10 s promise). Each screen's checks have their own random phase, so the
 * screens a deploy drops in the same instant come back spread over those
 * seconds instead of in one. An open socket whose pings went unanswered for
 * STALE_AFTER_SECONDS (a silent dead socket) is replaced; one that has been
 * connecting for CONNECT_TIMEOUT_MS (a handshake lost on a dead route, which
 * the browser may keep trying for minutes) is given up for a fresh one.
 */
export function cableCheck(state: SocketState, random: number): { reopen: boolean; nextCheckMs: number } {
  const interval = recheckIn(random);
  switch (state.kind) {
    case "open":
      return { reopen: state.stale, nextCheckMs: interval };
    case "connecting":
      if (state.forMs < CONNECT_TIMEOUT_MS) {
        return { reopen: false, nextCheckMs: Math.min(interval, CONNECT_TIMEOUT_MS - state.forMs) };
      }
      return { reopen: true, nextCheckMs: interval };
    case "down":
      return { reopen: true, nextCheckMs: interval };
  }
}

/** The time to the next check, uniform on [RECHECK_MIN_MS, RECHECK_MAX_MS] for `random` in [0, 1). */
export const recheckIn = (random: number) => Math.round(RECHECK_MIN_MS + (RECHECK_MAX_MS - RECHECK_MIN_MS) * random);

/** The stock client's internals this module drives (exported by the package, left out of its typings). */
type Connection = {
  webSocket?: WebSocket;
  monitor: { isRunning(): boolean; connectionIsStale(): boolean };
  getState(): string | null;
  reopen(): void;
};
type Internals = { connection: Connection; send(data: object): boolean };

/**
 * The stock `@rails/actioncable` consumer, set up for our /cable (ADR 0015,
 * ADR 0021): the client keeps the connection alive itself with a ping the
 * Durable Object answers by auto-response (so it never wakes for it), and the
 * stock monitor waits for those pings instead of the 3 s server pings it
 * assumes. The stock client alone comes back only when its monitor next polls
 * (40–80 s with that threshold, longer as it backs off); `cableCheck` brings
 * it back within seconds through the client's own `connection.reopen()`.
 * Browser-only: the slideshow and /tv load it on the client (and a Node test
 * drives it with the `ws` package).
 */
export function openCable(url: string): { consumer: ActionCable.Consumer; ping(): void; close(): void } {
  const { ConnectionMonitor } = ActionCable as unknown as { ConnectionMonitor: { staleThreshold: number } };
  ConnectionMonitor.staleThreshold = STALE_AFTER_SECONDS;
  const consumer = ActionCable.createConsumer(url);
  const { connection, send } = consumer as unknown as Internals;
  const message = JSON.parse(CABLE_PING) as object;
  const ping = () => void send.call(consumer, message);
  const pinger = setInterval(ping, HEARTBEAT_MS);

  // The socket the checks saw connecting, and since when; the one the last check saw open.
  let connecting: { socket: WebSocket; since: number } | null = null;
  let seenOpen: WebSocket | null = null;
  const check = () => {
    // The monitor runs while the client means to be connected: not before the first subscription, not after
    // `close()` (or a server's "disconnect, do not reconnect").
    if (!connection.monitor.isRunning()) {
      checker = setTimeout(check, recheckIn(Math.random()));
      return;
    }
    const step = cableCheck(socketState(), Math.random());
    if (step.reopen) {
      // A socket that hangs in its handshake is dropped; reopen() then opens a fresh one at once (an open one
      // it closes, and opens the next after its own short reopenDelay).
      const socket = connection.webSocket;
      if (socket && socket.readyState === socket.CONNECTING) socket.close();
      connection.reopen();
      const fresh = connection.webSocket;
      if (fresh && fresh !== socket) connecting = { socket: fresh, since: Date.now() };
    }
    checker = setTimeout(check, step.nextCheckMs);
  };
  const socketState = (): SocketState => {
    const socket = connection.webSocket;
    const state = connection.getState();
    if (!socket || (state !== "open" && state !== "connecting")) return { kind: "down" };
    if (state === "open") {
      // Stale only once it has had a check's time to bring its welcome (the monitor counts from the last message).
      const settled = seenOpen === socket;
      seenOpen = socket;
      return { kind: "open", stale: settled && connection.monitor.connectionIsStale() };
    }
    const now = Date.now();
    if (connecting?.socket !== socket) connecting = { socket, since: now };
    return { kind: "connecting", forMs: now - connecting.since };
  };
  let checker = setTimeout(check, recheckIn(Math.random()));

  // Back online (a TV's Wi-Fi returns): a fresh socket at once, in case the old one died without a word.
  const reopen = () => connection.reopen();
  const events = typeof window === "undefined" ? undefined : window;
  events?.addEventListener("online", reopen);
  return {
    consumer,
    ping,
    close() {
      clearInterval(pinger);
      clearTimeout(checker);
      events?.removeEventListener("online", reopen);
      consumer.disconnect();
    },
  };
}

/** The cable's address on this site, for an account's slideshow or for the lobby (/tv). */
export function cableUrl(origin: string, accountId?: string, screenTicket?: string | null) {
  const url = new URL("/cable", origin.replace(/^http/, "ws"));
  if (accountId) url.searchParams.set("account_id", accountId);
  // A TV that is the account's screen shows its ticket, so the cable counts it (issue 23).
  if (screenTicket) url.searchParams.set("screen_ticket", screenTicket);
  return url.toString();
}
