import { useEffect } from "react";

type WakeLockSentinel = { release: () => Promise<void> };
type WakeLockNavigator = Navigator & { wakeLock?: { request: (type: "screen") => Promise<WakeLockSentinel> } };

/** A second of muted video, looped out of sight: what keeps a screen awake where Wake Lock is missing. */
const KEEP_AWAKE_VIDEO = "/keep-awake.mp4";

/**
 * Keeps the screen on while the show is visible: the Screen Wake Lock where
 * the browser has it (again after the tab was hidden, which releases it), and
 * on older TV browsers without it (Chromium < 84) a tiny muted looping video,
 * which browsers treat as something being watched.
 */
export function useWakeLock() {
  useEffect(() => {
    const nav = navigator as WakeLockNavigator;
    if (nav.wakeLock) return holdWakeLock(nav.wakeLock);
    return playKeepAwakeVideo();
  }, []);
}

function holdWakeLock(wakeLock: NonNullable<WakeLockNavigator["wakeLock"]>) {
  let lock: WakeLockSentinel | null = null;
  const acquire = async () => {
    if (document.visibilityState !== "visible") return;
    try {
      lock = await wakeLock.request("screen");
    } catch {
      lock = null; // refused (battery saver, no user gesture yet): the show plays anyway
    }
  };
  void acquire();
  document.addEventListener("visibilitychange", acquire);
  return () => {
    document.removeEventListener("visibilitychange", acquire);
    lock?.release().catch(() => {});
  };
}

function playKeepAwakeVideo() {
  const video = document.createElement("video");
  video.muted = true;
  video.loop = true;
  video.setAttribute("playsinline", "");
  video.setAttribute("aria-hidden", "true");
  video.className = "tv-keep-awake";
  video.src = KEEP_AWAKE_VIDEO;
  document.body.appendChild(video);
  const play = () => {
    if (document.visibilityState === "visible") video.play().catch(() => {});
  };
  play();
  document.addEventListener("visibilitychange", play);
  return () => {
    document.removeEventListener("visibilitychange", play);
    video.pause();
    video.removeAttribute("src");
    video.load();
    video.remove();
  };
}
