import { useEffect, useRef } from "react";

/**
 * Calls `callback` every `everyMs` while the page is visible, and at once
 * when it becomes visible again; never while it is hidden (a phone in a
 * pocket, a tab in the background polls nothing). My screens follows the TVs
 * with it.
 */
export function useEveryWhileVisible(callback: () => void, everyMs: number) {
  const latest = useRef(callback);
  latest.current = callback;

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | null = null;
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const start = () => {
      stop();
      timer = setInterval(() => latest.current(), everyMs);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "visible") {
        latest.current();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [everyMs]);
}
