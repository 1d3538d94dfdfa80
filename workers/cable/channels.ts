import { LOGIN_CHANNEL, SCREEN_ID, SLIDESHOW_CHANNEL } from "@contract/cable";

/**
 * Channels a cable client may subscribe to. A channel decides whether a
 * subscription is allowed and which stream it listens to; the server pushes
 * to streams with `CableServer.broadcast`.
 */
export type ChannelContext = { accountId: string | null };
export type Channel = {
  /** The stream this subscription listens to, or null to reject it. */
  stream(params: Record<string, unknown>, context: ChannelContext): string | null;
  /** For a channel a screen plays on: which screen, so its presence is counted. */
  screenId?(params: Record<string, unknown>): string | undefined;
  /** Only one live subscription per stream: the first subscriber holds it, later ones are rejected. */
  exclusive?: boolean;
};

const SOCKET_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const slideshowStream = (accountId: string) => `slideshow:${accountId}`;
export const loginStream = (socketId: string) => `login:${socketId}`;

export const CHANNELS: Record<string, Channel> = {
  /** A TV on /tv waits here for the one-time login its paired phone sends (decisions.md). */
  [LOGIN_CHANNEL]: {
    stream: ({ socket_id }) =>
      typeof socket_id === "string" && SOCKET_ID.test(socket_id) ? loginStream(socket_id) : null,
    exclusive: true,
  },
  /**
   * A slideshow of this object's account: content changes are pushed here,
   * and the screen's presence is counted. Only on the account's own object.
   */
  [SLIDESHOW_CHANNEL]: {
    stream: ({ account_id, screen_id }, { accountId }) =>
      accountId !== null && account_id === accountId && typeof screen_id === "string" && SCREEN_ID.test(screen_id)
        ? slideshowStream(accountId)
        : null,
    screenId: ({ screen_id }) => (typeof screen_id === "string" ? screen_id : undefined),
  },
};
