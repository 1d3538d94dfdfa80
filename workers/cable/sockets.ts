import type { ScreenInfo } from "@contract/cable";
import { OFFLINE_AFTER_MS } from "@contract/cable";
import type { SilentSocket } from "./account-screens";
import type { ServerMessage } from "./protocol";

/** What each socket of the cable object remembers across hibernation. */
export type Attachment = {
  connectionId: string;
  accountId: string | null;
  subscriptions: Record<string, string>;
  /** The screen this socket is (its router checked the ticket), whether or not it is counted yet. */
  screen: string | null;
  /** The screen counted as present through this socket, once it subscribed to its slideshow. */
  screenId?: string;
  userAgent: ScreenInfo;
  /** Streams of an exclusive channel (a TV's login) this socket holds, and since when. */
  held?: Record<string, number>;
};

export const attachmentOf = (socket: WebSocket) => socket.deserializeAttachment() as Attachment;

export function send(socket: WebSocket, message: ServerMessage) {
  try {
    socket.send(JSON.stringify(message));
  } catch {
    // The socket closed between listing and sending; its close handler cleans up.
  }
}

/**
 * The screens' sockets at the object's check: the connection ids still live,
 * and those whose pings stopped (a frozen TV), which are closed here and
 * count as gone since their last ping.
 */
export function screenSockets(ctx: DurableObjectState, now: number) {
  const live = new Set<string>();
  const silent: SilentSocket[] = [];
  for (const socket of ctx.getWebSockets()) {
    const { screenId, connectionId } = attachmentOf(socket);
    if (!screenId) continue;
    const lastPing = ctx.getWebSocketAutoResponseTimestamp(socket)?.getTime();
    if (lastPing !== undefined && now - lastPing > OFFLINE_AFTER_MS) {
      silent.push({ screenId, connectionId, lastPing });
      socket.close(1011, "No heartbeat");
    } else {
      live.add(connectionId);
    }
  }
  return { live, silent };
}
