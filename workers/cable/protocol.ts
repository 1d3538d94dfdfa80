/**
 * The ActionCable wire protocol (`actioncable-v1-json`), as the stock
 * `@rails/actioncable` client expects it.
 */
export const CABLE_PROTOCOL = "actioncable-v1-json";

export type ClientCommand =
  | { command: "subscribe"; identifier: string }
  | { command: "unsubscribe"; identifier: string }
  | { command: "message"; identifier: string; data: string };

export type ServerMessage =
  | { type: "welcome" }
  | { type: "ping"; message: number }
  | { type: "confirm_subscription"; identifier: string }
  | { type: "reject_subscription"; identifier: string }
  | { type: "disconnect"; reason: string; reconnect: boolean }
  | { identifier: string; message: unknown };

/** The largest frame a client may send: a subscribe with its identifier is a few hundred bytes. */
export const MAX_FRAME_CHARS = 16 * 1024;

/**
 * A client frame: a command, a frame to ignore (valid JSON the protocol does
 * not know, so a newer client is not cut off), or one that ends the socket
 * with a close code that says why (RFC 6455 §7.4.1: 1003 binary, 1007 not
 * JSON, 1009 too big).
 */
export type Frame =
  | { kind: "command"; command: ClientCommand }
  | { kind: "ignore" }
  | { kind: "close"; code: 1003 | 1007 | 1009; reason: string };

export function readFrame(raw: string | ArrayBuffer): Frame {
  if (typeof raw !== "string") return { kind: "close", code: 1003, reason: "Binary frames are not supported" };
  if (raw.length > MAX_FRAME_CHARS) return { kind: "close", code: 1009, reason: "Message too big" };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: "close", code: 1007, reason: "Message is not JSON" };
  }
  if (typeof value !== "object" || value === null)
    return { kind: "close", code: 1007, reason: "Message is not a command" };
  const { command, identifier, data } = value as Record<string, unknown>;
  if (typeof identifier !== "string") return { kind: "ignore" };
  if (command === "subscribe" || command === "unsubscribe")
    return { kind: "command", command: { command, identifier } };
  if (command === "message" && typeof data === "string") {
    return { kind: "command", command: { command, identifier, data } };
  }
  return { kind: "ignore" };
}

/** The identifier is itself JSON: `{"channel":"…", …params}`. */
export function parseIdentifier(identifier: string): { channel: string; params: Record<string, unknown> } | null {
  try {
    const value = JSON.parse(identifier) as Record<string, unknown>;
    if (typeof value !== "object" || value === null || typeof value.channel !== "string") return null;
    const { channel, ...params } = value;
    return { channel, params };
  } catch {
    return null;
  }
}

/** A `message` command's data is itself JSON (a channel's action); null when it is not. */
export function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
