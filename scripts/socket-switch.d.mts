export type SocketSwitchState = {
  down: boolean;
  droppedAt: number | null;
  openedAt: number | null;
  /** Sockets opened while down (each refused). */
  refused: number;
  lastRefusedAt: number | null;
};
export type SocketSwitch = { state: SocketSwitchState; down(): void; up(): void };

export const REFUSED_PATH: string;
export function installSocketSwitch(refusedPath: string): void;
