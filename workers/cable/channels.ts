/**
 * Channels a cable client may subscribe to. A channel decides whether a
 * subscription is allowed and which stream it listens to; the server pushes
 * to streams with `CableServer.broadcast`.
 */
export type Channel = {
  /** The stream this subscription listens to, or null to reject it. */
  stream(params: Record<string, unknown>): string | null;
};

const SOCKET_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const CHANNELS: Record<string, Channel> = {
  /** A TV on /tv waits here for the one-time login its paired phone sends (decisions.md). */
  LoginChannel: {
    stream: ({ socket_id }) =>
      typeof socket_id === "string" && SOCKET_ID.test(socket_id) ? `login:${socket_id}` : null,
  },
};
