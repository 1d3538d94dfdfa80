// The socket switch of the reconnect test and the slideshow bench (toolchain.md, "Dropping a socket in a test"):
// Playwright's `context.setOffline(true)` leaves open websockets alone, so an init script wraps `window.WebSocket`.
// It records the page's sockets; `socketSwitch.down()` closes them (as a deploy or a proxy timeout does) and sends
// every new socket to a refusal until `socketSwitch.up()` opens the way again. The refusal is on the page's own
// origin (the cable's router answers an invalid account id with a 400, so the handshake fails at once, as against a
// server that is not back yet): the page's Content-Security-Policy (`connect-src 'self'`) would block a socket to a
// closed port on another origin before it tried, which is not a refusal the client would meet.

/** Where the switch sends sockets while down: a same-origin address that refuses the upgrade (see above). */
export const REFUSED_PATH = "/cable?account_id=%21";

/**
 * For `context.addInitScript(installSocketSwitch, REFUSED_PATH)`: runs in the page before its scripts, so the
 * cable client picks up the wrapped constructor. `window.socketSwitch.state` counts what happened, on the page's
 * `performance.now()` clock.
 */
export function installSocketSwitch(refusedPath) {
  const Native = window.WebSocket;
  const live = [];
  const state = { down: false, droppedAt: null, openedAt: null, refused: 0, lastRefusedAt: null };
  function SwitchedWebSocket(url, protocols) {
    const refused = state.down;
    const socket = new Native(refused ? new URL(refusedPath, String(url)).toString() : url, protocols);
    if (refused) {
      socket.addEventListener("close", () => {
        state.refused += 1;
        state.lastRefusedAt = performance.now();
      });
    } else {
      live.push(socket);
      socket.addEventListener("close", () => {
        if (live.indexOf(socket) >= 0) live.splice(live.indexOf(socket), 1);
      });
    }
    return socket;
  }
  SwitchedWebSocket.prototype = Native.prototype;
  for (const name of ["CONNECTING", "OPEN", "CLOSING", "CLOSED"]) SwitchedWebSocket[name] = Native[name];
  window.WebSocket = SwitchedWebSocket;
  window.socketSwitch = {
    state,
    down() {
      state.down = true;
      state.droppedAt = performance.now();
      // With a status code: the local cable answers a bare close() with no close frame of its own, and the
      // browser would then wait a minute to report the socket closed.
      for (const socket of live.slice()) socket.close(1000, "socket switch: down");
    },
    up() {
      state.down = false;
      state.openedAt = performance.now();
    },
  };
}
