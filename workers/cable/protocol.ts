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

/** Parses a client frame; anything that is not a well-formed command is ignored by the caller. */
export function parseCommand(raw: string | ArrayBuffer): ClientCommand | null {
  if (typeof raw !== "string" || raw.length > 16 * 1024) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { command, identifier, data } = value as Record<string, unknown>;
  if (typeof identifier !== "string") return null;
  if (command === "subscribe" || command === "unsubscribe") return { command, identifier };
  if (command === "message" && typeof data === "string") return { command, identifier, data };
  return null;
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
