import { DurableObject } from "cloudflare:workers";
import { CHANNELS } from "./channels";
import {
  CABLE_PROTOCOL,
  type ClientCommand,
  PING_INTERVAL_MS,
  parseCommand,
  parseIdentifier,
  type ServerMessage,
} from "./protocol";

/** What each socket remembers across hibernation. */
type Attachment = { connectionId: string; subscriptions: Record<string, string> };

/**
 * One `/cable` endpoint: speaks ActionCable over hibernatable WebSockets.
 * Pings run from an alarm, so an idle object costs nothing between them.
 */
export class CableServer extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ connectionId: crypto.randomUUID(), subscriptions: {} } satisfies Attachment);
    send(server, { type: "welcome" });
    await this.ensurePinging();
    return new Response(null, {
      status: 101,
      webSocket: client,
      headers: { "Sec-WebSocket-Protocol": CABLE_PROTOCOL },
    });
  }

  override async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer) {
    const command = parseCommand(raw);
    if (command) this.handle(socket, command);
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string) {
    try {
      socket.close(code, reason);
    } catch {
      // Already closed by the peer.
    }
  }

  override async alarm() {
    const sockets = this.ctx.getWebSockets();
    const ping: ServerMessage = { type: "ping", message: Math.floor(Date.now() / 1000) };
    for (const socket of sockets) send(socket, ping);
    if (sockets.length > 0) await this.ctx.storage.setAlarm(Date.now() + PING_INTERVAL_MS);
  }

  /** Pushes a message to every subscription listening to `stream`. Returns how many got it. */
  async broadcast(stream: string, message: unknown): Promise<number> {
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      const { subscriptions } = socket.deserializeAttachment() as Attachment;
      for (const [identifier, subscribed] of Object.entries(subscriptions)) {
        if (subscribed !== stream) continue;
        send(socket, { identifier, message });
        delivered++;
      }
    }
    return delivered;
  }

  private handle(socket: WebSocket, command: ClientCommand) {
    const attachment = socket.deserializeAttachment() as Attachment;
    const { identifier } = command;
    if (command.command === "subscribe") {
      const parsed = parseIdentifier(identifier);
      const stream = parsed ? CHANNELS[parsed.channel]?.stream(parsed.params) : null;
      if (!stream) return send(socket, { type: "reject_subscription", identifier });
      attachment.subscriptions[identifier] = stream;
      socket.serializeAttachment(attachment);
      return send(socket, { type: "confirm_subscription", identifier });
    }
    if (command.command === "unsubscribe") {
      delete attachment.subscriptions[identifier];
      socket.serializeAttachment(attachment);
    }
    // Client `perform` messages arrive here; channels that accept them come with the slideshow.
  }

  private async ensurePinging() {
    if ((await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(Date.now() + PING_INTERVAL_MS);
    }
  }
}

function send(socket: WebSocket, message: ServerMessage) {
  try {
    socket.send(JSON.stringify(message));
  } catch {
    // The socket closed between listing and sending; its close handler cleans up.
  }
}
