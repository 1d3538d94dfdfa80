import { LOGIN_CHANNEL, SLIDESHOW_CHANNEL } from "@contract/cable";

/**
 * Channels a cable client may subscribe to. A channel decides whether a
 * subscription is allowed and which stream it listens to; the server pushes
 * to streams with `CableServer.broadcast`.
 */
export type ChannelContext = {
  accountId: string | null;
  /** The screen this socket is, when its router saw the ticket of a live screen session (route-cable.ts). */
  screenId: string | null;
};
export type Channel = {
  /** The stream this subscription listens to, or null to reject it. */
  stream(params: Record<string, unknown>, context: ChannelContext): string | null;
  /** For a channel a screen plays on: counts the socket's screen, if it is one, as present. */
  countsScreen?: boolean;
  /** Only one live subscription per stream: the first subscriber holds it, later ones are rejected. */
  exclusive?: boolean;
};

const SOCKET_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const slideshowStream = (accountId: string) => `slideshow:${accountId}`;
export const loginStream = (socketId: string) => `login:${socketId}`;

const CHANNELS: Record<string, Channel> = {
  /** A TV on /tv waits here for the one-time login its paired phone sends (decisions.md). */
  [LOGIN_CHANNEL]: {
    stream: ({ socket_id }) =>
      typeof socket_id === "string" && SOCKET_ID.test(socket_id) ? loginStream(socket_id) : null,
    exclusive: true,
  },
  /**
   * A slideshow of this object's account: content changes are pushed here to
   * anyone watching. Only a screen's socket is counted as present (ADR 23).
   */
  [SLIDESHOW_CHANNEL]: {
    stream: ({ account_id }, { accountId }) =>
      accountId !== null && account_id === accountId ? slideshowStream(accountId) : null,
    countsScreen: true,
  },
};

/** The channel of that name; never an inherited key (`constructor`, `__proto__`, `toString`). */
export const channelNamed = (name: string): Channel | null =>
  Object.hasOwn(CHANNELS, name) ? (CHANNELS[name] ?? null) : null;
