import { SLIDE_DELAY_MS, type Slide, type SlideMedia } from "@contract/slideshow";
import type { EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Backdrop, Caption, EmptyState, QrCode, slideLabel } from "./slide-parts";
import type { PlayerData } from "./slideshow.server";
import { gate, keptSlides, nextIndex, refreshDelay, watchdog } from "./timing";
import { useScreenCable } from "./use-screen-cable";

/**
 * The TV slideshow player (issue 11), a client-only island. A looping embla
 * slider whose autoplay only runs while the slide on screen and the next one
 * are ready (decoded, or playing / able to play), so a transition never
 * uncovers an empty frame. Only three slides hold media elements at a time;
 * the rest are empty boxes. Around it: wake lock, hidden cursor, a watchdog,
 * a service worker for offline play, and `refreshContent` for new content.
 */

type MediaStatus = "decoded" | "canplay" | "playing" | "failed";
const mediaKey = (slide: Slide, media: SlideMedia) => `${slide.key}|${media.src}`;

/** `?delay=ms` shortens the slide delay (benchmarks, tests); clamped, and harmless on a real screen. */
function delayFromUrl(): number {
  const value = Number(new URLSearchParams(window.location.search).get("delay"));
  return Number.isFinite(value) && value >= 100 ? Math.min(value, 60_000) : SLIDE_DELAY_MS;
}

/** What the page exposes: `refreshContent()` (the cable calls it too, through useScreenCable) and play stats. */
export type PlayerHandle = { refreshContent: () => Promise<boolean> };
declare global {
  interface Window {
    stylecastSlideshow?: PlayerHandle & { stats: PlayerStats };
  }
}
type PlayerStats = { transitions: number; firstShownAt: number | null; failures: number };

export default function Player({ data, fallback }: { data: PlayerData; fallback: ReactNode }) {
  const [show, setShow] = useState(data);
  const showRef = useRef(show);
  showRef.current = show;
  const failuresRef = useRef(0);
  const latestRequest = useRef(0);

  /** Asks the server for the playlist; true when it answered. Called when the cable pushes a change, on a timer, and when back online. */
  const refreshContent = useCallback(async () => {
    const request = ++latestRequest.current;
    try {
      const response = await fetch(`${window.location.pathname}/playlist`, {
        cache: "no-store",
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`playlist: ${response.status}`);
      const next = (await response.json()) as PlayerData;
      failuresRef.current = 0;
      // Two refreshes close together (pushes, the timer) may answer out of order: only the newest counts.
      if (request !== latestRequest.current) return true;
      if (JSON.stringify(next) !== JSON.stringify(showRef.current)) {
        setShow(next);
        precache(next.playlist, true);
      }
      return true;
    } catch {
      failuresRef.current += 1;
      return false;
    }
  }, []);

  // Content refresh: every 5 minutes; after failures, backoff with jitter; at once when the network returns.
  useEffect(() => {
    let timer = 0;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        async () => {
          await refreshContent();
          schedule();
        },
        refreshDelay(failuresRef.current, Math.random()),
      );
    };
    const online = () => {
      failuresRef.current = 0;
      void refreshContent().then(schedule);
    };
    schedule();
    window.addEventListener("online", online);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("online", online);
    };
  }, [refreshContent]);

  useEffect(() => {
    window.stylecastSlideshow = {
      refreshContent,
      stats: window.stylecastSlideshow?.stats ?? { transitions: 0, firstShownAt: null, failures: 0 },
    };
    registerServiceWorker(showRef.current.playlist);
    return () => {
      delete window.stylecastSlideshow;
    };
  }, [refreshContent]);

  useScreenCable(show.accountId, refreshContent);
  useWakeLock();
  const cursorHidden = useIdleCursor();

  const dropMedia = useCallback((slideKey: string, src: string) => {
    setShow((current) => ({
      ...current,
      playlist: current.playlist
        .map((slide) =>
          slide.key === slideKey ? { ...slide, media: slide.media.filter((media) => media.src !== src) } : slide,
        )
        .filter((slide) => slide.media.length > 0),
    }));
    if (window.stylecastSlideshow) window.stylecastSlideshow.stats.failures += 1;
  }, []);

  return (
    <div
      className={`tv-stage${cursorHidden ? " tv-hide-cursor" : ""}`}
      data-state={show.playlist.length ? "playing" : "empty"}
    >
      {show.playlist.length === 0 ? (
        <EmptyState addSlideHref={show.addSlideHref} />
      ) : (
        <Show show={show} fallback={fallback} onFailed={dropMedia} />
      )}
    </div>
  );
}

function Show({
  show,
  fallback,
  onFailed,
}: {
  show: PlayerData;
  fallback: ReactNode;
  onFailed: (slideKey: string, src: string) => void;
}) {
  const { playlist, title } = show;
  const delayMs = useMemo(delayFromUrl, []);
  const autoplay = useRef(
    Autoplay({
      delay: delayMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start", watchDrag: false, duration: 24 }, [
    autoplay.current,
  ]);
  const [thumbsRef, thumbs] = useEmblaCarousel({ containScroll: "trimSnaps", dragFree: true, watchDrag: false });
  const [selected, setSelected] = useState(0);
  /** The slide moving out while the carousel scrolls: it keeps its media until the scroll settles. */
  const [leaving, setLeaving] = useState<number | null>(null);
  const [started, setStarted] = useState(false);
  const [progress, setProgress] = useState<{ id: number; ms: number } | null>(null);

  const statuses = useRef(new Map<string, MediaStatus>());
  const playlistRef = useRef(playlist);
  playlistRef.current = playlist;
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  const turn = useRef({
    index: -1,
    settled: true,
    /** Armed by `evaluate` for this slide (autoplay's timer runs on our say-so only). */
    armed: false,
    readySince: null as number | null,
    videoEnded: false,
    expectedMs: delayMs,
  });
  const videoTimer = useRef(0);
  const life = useRef({ startedAt: Date.now(), lastAdvanceAt: Date.now() });

  const statusOf = useCallback((slide: Slide | undefined) => {
    const media = slide?.media[0];
    return slide && media ? statuses.current.get(mediaKey(slide, media)) : undefined;
  }, []);

  /** The heart of ready-gated autoplay: decides, from what is known now, whether to hold, arm the timer or advance. */
  const evaluate = useCallback(() => {
    if (!embla) return;
    const list = playlistRef.current;
    const index = embla.selectedScrollSnap();
    const slide = list[index];
    const media = slide?.media[0];
    if (!slide || !media) return;
    const status = statusOf(slide);
    if (status === "failed") return onFailedRef.current(slide.key, media.src);
    const now = performance.now();
    // Ready, and the scroll to it is over: the delay counts from when the slide stands still on screen.
    const currentReady = turn.current.settled && (media.type === "image" ? status === "decoded" : status === "playing");
    if (currentReady && turn.current.readySince === null) {
      turn.current.readySince = now;
      setStarted(true);
      const stats = window.stylecastSlideshow?.stats;
      if (stats && stats.firstShownAt === null) stats.firstShownAt = performance.now();
      setProgress({ id: now, ms: Math.max(delayMs, turn.current.expectedMs) });
    }
    const count = list.length;
    const next = list[nextIndex(index, count)];
    const nextStatus = count > 1 ? statusOf(next) : undefined;
    if (next && nextStatus === "failed" && next.media[0]) return onFailedRef.current(next.key, next.media[0].src);
    const nextReady = count <= 1 ? ("none" as const) : nextStatus !== undefined;
    const decision = gate({
      currentReady,
      nextReady,
      kind: media.type,
      readySince: turn.current.readySince,
      videoEnded: turn.current.videoEnded,
      now,
      delayMs,
    });
    const plugin = embla.plugins().autoplay;
    window.clearTimeout(videoTimer.current);
    if (decision.action === "wait") {
      if (media.type === "video") videoTimer.current = window.setTimeout(evaluate, decision.ms);
      else if (nextReady === true && plugin && !plugin.isPlaying()) {
        turn.current.armed = true;
        plugin.play();
      }
    } else if (decision.action === "advance") {
      if (media.type === "video" || !plugin?.isPlaying()) embla.scrollNext();
    }
  }, [embla, statusOf, delayMs]);

  const report = useCallback(
    (key: string, status: MediaStatus | null) => {
      if (status === null) statuses.current.delete(key);
      else statuses.current.set(key, status);
      evaluate();
    },
    [evaluate],
  );

  // Each selected slide: stop, note the boundary (the watchdog acts here), then wait for readiness (evaluate).
  useEffect(() => {
    if (!embla) return;
    const onSelect = (api: EmblaCarouselType, event: string) => {
      api.plugins().autoplay?.stop();
      // Autoplay's own turn re-arms its timer right after this select event: stop that one too, so only `evaluate`
      // arms it (until then no synchronous code runs that could arm it legitimately).
      queueMicrotask(() => {
        if (!turn.current.armed) api.plugins().autoplay?.stop();
      });
      window.clearTimeout(videoTimer.current);
      const index = api.selectedScrollSnap();
      const previous = turn.current.index;
      const moving = event === "select" && index !== previous;
      if (moving) {
        life.current.lastAdvanceAt = Date.now();
        const stats = window.stylecastSlideshow?.stats;
        if (stats) stats.transitions += 1;
        const verdict = watchdogVerdict(life.current, turn.current.expectedMs, playlistRef.current.length);
        if (verdict === "heap" || verdict === "nightly") return reloadPage();
      }
      turn.current = {
        index,
        settled: !moving,
        armed: false,
        readySince: null,
        videoEnded: false,
        expectedMs: delayMs,
      };
      setLeaving(moving && previous >= 0 ? previous : null);
      setSelected(index);
      thumbs?.scrollTo(index);
      evaluate();
    };
    const onSettle = () => {
      turn.current.settled = true;
      setLeaving(null);
      evaluate();
    };
    embla.on("select", onSelect).on("reInit", onSelect).on("settle", onSettle);
    onSelect(embla, "init");
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect).off("settle", onSettle);
    };
  }, [embla, thumbs, evaluate, delayMs]);

  // The watchdog's stall check runs on its own: a stuck slide produces no boundary to act at.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (watchdogVerdict(life.current, turn.current.expectedMs, playlistRef.current.length) === "stalled")
        reloadPage();
    }, 5_000);
    return () => window.clearInterval(timer);
  }, []);

  const onVideoEnded = useCallback(
    (video: HTMLVideoElement) => {
      turn.current.videoEnded = true;
      const shownFor = performance.now() - (turn.current.readySince ?? performance.now());
      // Shorter than the delay: play it again until the delay is up (spec §9: muted, in a loop).
      if (shownFor < delayMs) {
        video.currentTime = 0;
        void video.play().catch(() => {});
      }
      evaluate();
    },
    [evaluate, delayMs],
  );

  const onDuration = useCallback((ms: number) => {
    turn.current.expectedMs = Math.max(turn.current.expectedMs, ms);
  }, []);

  const kept = keptSlides(selected, playlist.length);
  if (leaving !== null && leaving < playlist.length) kept.add(leaving);
  return (
    <>
      {started ? null : fallback}
      <section
        className={`tv-carousel${started ? "" : " tv-carousel-waiting"}`}
        aria-roledescription="carousel"
        aria-label={`Slideshow of ${title}`}
      >
        <EmblaStrip emblaRef={viewportRef} className="tv-viewport" trackClassName="tv-track">
          {playlist.map((slide, index) => (
            <div
              className="tv-cell"
              key={slide.key}
              aria-hidden={index !== selected}
              data-testid="slide"
              data-kind={slide.kind}
              data-index={index}
              data-selected={index === selected}
            >
              {kept.has(index) && slide.media[0] ? (
                <SlideView
                  key={slide.media[0].src}
                  slide={slide}
                  media={slide.media[0]}
                  active={index === selected}
                  label={slideLabel(title, slide, index, playlist.length)}
                  report={report}
                  onEnded={onVideoEnded}
                  onDuration={onDuration}
                />
              ) : null}
            </div>
          ))}
        </EmblaStrip>
        {playlist[selected] ? <Caption title={title} slide={playlist[selected]} /> : null}
        {show.qrSvg ? <QrCode svg={show.qrSvg} /> : null}
        {playlist.length > 1 ? (
          <EmblaStrip emblaRef={thumbsRef} className="tv-thumbs" trackClassName="tv-thumbs-track">
            {playlist.map((slide, index) => (
              <button
                type="button"
                key={slide.key}
                className="tv-thumb"
                aria-label={`Show ${slideLabel(title, slide, index, playlist.length)}`}
                aria-current={index === selected}
                tabIndex={-1}
                onClick={() => embla?.scrollTo(index)}
              >
                {slide.media[0]?.still ? <img src={slide.media[0].still} alt="" /> : null}
              </button>
            ))}
          </EmblaStrip>
        ) : null}
        {show.loadingBar && progress ? (
          <div className="tv-progress" aria-hidden="true">
            <span key={progress.id} style={{ animationDuration: `${progress.ms}ms` }} />
          </div>
        ) : null}
      </section>
    </>
  );
}

/** An Embla carousel's two boxes: the viewport it measures (given to `emblaRef`) and the track it moves. */
function EmblaStrip({
  emblaRef,
  className,
  trackClassName,
  children,
}: {
  emblaRef: React.Ref<HTMLDivElement>;
  className: string;
  trackClassName: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className} ref={emblaRef}>
      <div className={trackClassName}>{children}</div>
    </div>
  );
}

/**
 * One slide's media, mounted only while it is on screen, next or leaving.
 * Reports decoded / can play / playing / failed; on unmount a video is
 * paused, emptied and reset (`load()`), so no decoder or buffer outlives it.
 */
function SlideView({
  slide,
  media,
  active,
  label,
  report,
  onEnded,
  onDuration,
}: {
  slide: Slide;
  media: SlideMedia;
  active: boolean;
  label: string;
  report: (key: string, status: MediaStatus | null) => void;
  onEnded: (video: HTMLVideoElement) => void;
  onDuration: (ms: number) => void;
}) {
  const key = mediaKey(slide, media);
  const imageRef = useRef<HTMLImageElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  // The parent's callbacks through refs: the effects below run once per mounted media, never again for a new closure.
  const calls = useRef({ report, onEnded, onDuration });
  calls.current = { report, onEnded, onDuration };

  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    let live = true;
    image
      .decode()
      .then(() => {
        if (!live) return;
        setReady(true);
        calls.current.report(key, "decoded");
      })
      .catch(() => live && calls.current.report(key, "failed"));
    return () => {
      live = false;
      calls.current.report(key, null);
    };
  }, [key]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!video.getAttribute("src")) {
      video.src = media.src; // mounted again after a teardown (React's development double run)
      video.load();
    }
    const canPlay = () => {
      setReady(true);
      if (video.paused) calls.current.report(key, "canplay");
    };
    const playing = () => {
      setReady(true);
      calls.current.report(key, "playing");
    };
    const failed = () => calls.current.report(key, "failed");
    const ended = () => calls.current.onEnded(video);
    const duration = () => {
      if (Number.isFinite(video.duration)) calls.current.onDuration(video.duration * 1000);
    };
    video.addEventListener("canplay", canPlay);
    video.addEventListener("playing", playing);
    video.addEventListener("error", failed);
    video.addEventListener("ended", ended);
    video.addEventListener("loadedmetadata", duration);
    if (video.readyState >= 3) canPlay();
    return () => {
      video.removeEventListener("canplay", canPlay);
      video.removeEventListener("playing", playing);
      video.removeEventListener("error", failed);
      video.removeEventListener("ended", ended);
      video.removeEventListener("loadedmetadata", duration);
      calls.current.report(key, null);
      // Teardown: no decoder, buffer or network request outlives the slide.
      video.pause();
      video.removeAttribute("src");
      video.load();
    };
  }, [key, media.src]);

  // The video on screen plays from its start; one that is only next or leaving waits, paused.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (active) {
      video.currentTime = 0;
      video.play().catch((error: unknown) => {
        // AbortError: paused again before it started (it left the screen); only a real refusal fails it.
        if (error instanceof DOMException && error.name === "NotSupportedError") calls.current.report(key, "failed");
      });
    } else {
      video.pause();
      if (video.readyState >= 3) calls.current.report(key, "canplay");
    }
  }, [active, key]);

  return (
    <div className="tv-slide" data-kind={slide.kind} data-ready={ready}>
      <Backdrop media={media} />
      {media.type === "image" ? (
        <img ref={imageRef} className="tv-media" src={media.src} alt={label} decoding="async" />
      ) : (
        <video
          ref={videoRef}
          className="tv-media"
          src={media.src}
          poster={media.still ?? undefined}
          muted
          playsInline
          preload="auto"
          aria-label={label}
        />
      )}
    </div>
  );
}

function watchdogVerdict(life: { startedAt: number; lastAdvanceAt: number }, expectedMs: number, slideCount: number) {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number; jsHeapSizeLimit: number } }).memory;
  return watchdog({
    now: Date.now(),
    startedAt: life.startedAt,
    lastAdvanceAt: life.lastAdvanceAt,
    expectedSlideMs: expectedMs,
    slideCount,
    heapUsed: memory?.usedJSHeapSize ?? null,
    heapLimit: memory?.jsHeapSizeLimit ?? null,
    localHour: new Date().getHours(),
  });
}

/** Reloads only when the page can come back: online, or offline with the service worker holding the page. */
function reloadPage() {
  if (navigator.onLine || navigator.serviceWorker?.controller) window.location.reload();
}

/** Spec-less but essential on a TV: keep the screen on (Screen Wake Lock), again after the tab was hidden. */
function useWakeLock() {
  useEffect(() => {
    let lock: { release: () => Promise<void> } | null = null;
    const nav = navigator as Navigator & { wakeLock?: { request: (type: "screen") => Promise<typeof lock> } };
    const acquire = async () => {
      if (!nav.wakeLock || document.visibilityState !== "visible") return;
      try {
        lock = await nav.wakeLock.request("screen");
      } catch {
        lock = null; // refused (battery saver, no user gesture yet): the show plays anyway
      }
    };
    void acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      document.removeEventListener("visibilitychange", acquire);
      void lock?.release().catch(() => {});
    };
  }, []);
}

/** The cursor disappears after 3 s without moving. */
function useIdleCursor() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer = window.setTimeout(() => setHidden(true), 3_000);
    const moved = () => {
      setHidden(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setHidden(true), 3_000);
    };
    window.addEventListener("pointermove", moved);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pointermove", moved);
    };
  }, []);
  return hidden;
}

/** The service worker keeps the page, its code and the playlist's media for offline play (public/slideshow-sw.js). */
function registerServiceWorker(playlist: Slide[]) {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/slideshow-sw.js", { scope: window.location.pathname })
    .then(() => navigator.serviceWorker.ready)
    .then(() => precache(playlist, false))
    .catch(() => {}); // no service worker (private mode, http on a LAN address): the show plays online only
}

/** Hands the service worker what to keep: this page (again when `pageChanged`), its scripts and styles, every slide's media. */
function precache(playlist: Slide[], pageChanged: boolean) {
  const worker = navigator.serviceWorker?.controller ?? null;
  const target = worker ?? null;
  const assets = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith("/assets/"));
  const media = playlist.flatMap((slide) => slide.media.flatMap((item) => [item.src, item.still]));
  const message = {
    type: "precache",
    page: window.location.pathname + window.location.search,
    pageChanged,
    assets,
    media: media.filter((url): url is string => Boolean(url)),
  };
  if (target) target.postMessage(message);
  else void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage(message));
}
