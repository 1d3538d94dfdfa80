import { HEARTBEAT_MS, LOGIN_CHANNEL } from "@contract/cable";
import { isTvLoginPush } from "@contract/tv-pairing";
import { useEffect, useRef, useState } from "react";

type TvLoginState = "connecting" | "waiting" | "received";

/**
 * The TV's line to the cable's lobby (issue 12): it waits on LoginChannel
 * for the one-time code its paired phone sends, and hands it to `onCode`
 * once. A subscription the lobby refuses (an older socket of this TV still
 * holds the socket id after a network drop) is asked for again a heartbeat
 * later, when the lobby will have let the stale one go. When `failure`
 * changes (the exchange was refused: an expired code), it listens again, so
 * the phone can simply confirm once more.
 */
export function useTvLogin(socketId: string, onCode: (code: string) => void, failure?: unknown): TvLoginState {
  const [state, setState] = useState<TvLoginState>("connecting");
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const received = useRef(false);

  useEffect(() => {
    if (failure === undefined || !received.current) return;
    received.current = false;
    setState("waiting");
  }, [failure]);

  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    setState("connecting");
    // The cable client is browser-only: loaded once the page runs.
    void import("~/lib/cable-client").then(({ cableUrl, openCable }) => {
      if (stopped) return;
      const cable = openCable(cableUrl(window.location.origin));
      let retry: ReturnType<typeof setTimeout> | undefined;
      received.current = false;
      const subscribe = () =>
        cable.consumer.subscriptions.create(
          { channel: LOGIN_CHANNEL, socket_id: socketId },
          {
            connected: () => {
              if (!received.current) setState("waiting");
            },
            disconnected: () => {
              if (!received.current) setState("connecting");
            },
            rejected: () => {
              retry = setTimeout(subscribe, HEARTBEAT_MS);
            },
            received: (message: unknown) => {
              if (received.current || !isTvLoginPush(message)) return;
              received.current = true;
              setState("received");
              onCodeRef.current(message.code);
            },
          },
        );
      subscribe();
      stop = () => {
        clearTimeout(retry);
        cable.close();
      };
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [socketId]);

  return state;
}
