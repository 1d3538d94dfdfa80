import { mediaFilesOf, playlistOf, type Slide } from "@contract/slideshow";
import useEmblaCarousel from "embla-carousel-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { PicturePool } from "./picture-pool";
import { PriceCorner } from "./price-corner";
import { mediaProblem, ScreenProblems, watchUncaught } from "./screen-problems";
import { ScreenReport } from "./screen-report";
import { precache, registerServiceWorker } from "./service-worker";
import { CardNow } from "./shop-cards";
import { Caption, EmptyState, QrCode, ScreenFrame, slideLabel } from "./slide-parts";
import { SlideView } from "./slide-view";
import type { PlayerData } from "./slideshow.server";
import { type PlayerStats, slideDelay, usePlayerStats } from "./test-hooks";
import { keptSlides } from "./timing";
import { useDirector } from "./use-director";
import { useIdleCursor } from "./use-idle-cursor";
import { usePlaylist } from "./use-playlist";
import { useScreenCable } from "./use-screen-cable";
import { useShowNow } from "./use-show-now";
import { useWakeLock } from "./use-wake-lock";

/**
 * The TV slideshow player (issues 11 and 21), a client-only island: the show
 * (kept fresh by the playlist and the cable), played by the director (a slide
 * gives way only when it and the next are ready, so a transition never
 * uncovers an empty frame), on a screen kept awake, with the cursor hidden
 * and the media cached for offline play. Only three slides hold media
 * elements at a time; the rest are empty boxes, and a picture slide borrows
 * its picture from the pool, so it is decoded once. What plays follows the
 * shop's week (issue 34): the TV decides by itself, every minute, which
 * styles are scheduled now, or shows the closed card, the shop card or a
 * dark screen (which asks the server for nothing until it wakes).
 */
export default function Player({ data, fallback }: { data: PlayerData; fallback: ReactNode }) {
  const [resting, setResting] = useState(false);
  const { show, refreshContent, dropMedia } = usePlaylist(
    data,
    (next) => precache(playlistOf(next.plan), true),
    resting,
  );
  const now = useShowNow(show.plan);
  useEffect(() => setResting(now.screen === "dark"), [now]);
  const pictures = useMemo(() => new PicturePool(), []);
  useEffect(
    () => pictures.keepOnly(new Set(now.screen === "slides" ? mediaFilesOf(now.playlist) : [])),
    [now, pictures],
  );
  const stats = usePlayerStats(data.testHooks, refreshContent, show.plan);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the show the page came with
  useEffect(() => registerServiceWorker(playlistOf(data.plan)), []);
  const screenReport = useMemo(() => new ScreenReport(), []);
  useEffect(() => {
    if (now.screen !== "slides") screenReport.cleared(Date.now());
  }, [now, screenReport]);
  // What goes wrong in the player is told to its owner (issue 34): what nothing caught, and media that failed.
  const problems = useMemo(() => new ScreenProblems(), []);
  useEffect(() => watchUncaught(window, problems), [problems]);
  const onFailed = useCallback(
    (slide: Slide, src: string) => {
      const media = slide.media.find((item) => item.src === src);
      problems.note("media", mediaProblem(media?.type ?? "image", src), Date.now());
      dropMedia(slide, src);
    },
    [problems, dropMedia],
  );
  const { delayMs } = useMemo(() => slideDelay(data.testHooks, window.location.search), [data.testHooks]);
  const { screenTicket } = data;
  useScreenCable(
    show.accountId,
    refreshContent,
    useMemo(
      () => (screenTicket ? { ticket: screenTicket, report: screenReport, problems, delayMs } : null),
      [screenTicket, screenReport, problems, delayMs],
    ),
  );
  useWakeLock();
  const cursorHidden = useIdleCursor();
  // A card stays up until the show that follows it has its first slide ready: never a frame without one.
  const lastCard = useRef<ReactNode>(null);
  if (now.screen !== "slides") lastCard.current = <CardNow now={now} data={show} />;

  return (
    <ScreenFrame orientation={show.orientation}>
      <div
        className={`tv-stage${cursorHidden ? " tv-hide-cursor" : ""}`}
        data-state={now.screen === "slides" ? (now.playlist.length ? "playing" : "empty") : now.screen}
      >
        {now.screen !== "slides" ? (
          lastCard.current
        ) : now.playlist.length === 0 ? (
          <EmptyState title={show.title} addSlideHref={show.addSlideHref} addStyleQrSvg={show.addStyleQrSvg} />
        ) : (
          <Show
            show={show}
            playlist={now.playlist}
            stats={stats}
            fallback={lastCard.current ?? fallback}
            onFailed={onFailed}
            screenReport={screenReport}
            pictures={pictures}
          />
        )}
      </div>
    </ScreenFrame>
  );
}

/**
 * Embla's scroll length (not milliseconds). On a screen, 24: a glide of about a second that never
 * overshoots (embla's friction is fixed at 0.68; below about 20 the track swings past the slide and
 * bares the one after it, which may not be ready). Under a test delay, 0: the slide is in place at
 * once, so a benchmark's thousands of turns take the delay each, plus the wait for the next picture.
 */
const SCROLL_DURATION = { calm: 24, fast: 0 };

function Show({
  show,
  playlist,
  stats,
  fallback,
  onFailed,
  screenReport,
  pictures,
}: {
  show: PlayerData;
  /** What plays now (useShowNow): the styles scheduled now, ads woven in. */
  playlist: Slide[];
  stats: PlayerStats;
  fallback: ReactNode;
  onFailed: (slide: Slide, src: string) => void;
  screenReport: ScreenReport;
  pictures: PicturePool;
}) {
  const { title } = show;
  const { delayMs, fastScroll } = useMemo(() => slideDelay(show.testHooks, window.location.search), [show.testHooks]);
  const [viewportRef, embla] = useEmblaCarousel({
    loop: true,
    align: "start",
    watchDrag: false,
    duration: fastScroll ? SCROLL_DURATION.fast : SCROLL_DURATION.calm,
  });
  const [thumbsRef, thumbs] = useEmblaCarousel({ containScroll: "trimSnaps", dragFree: true, watchDrag: false });
  const {
    selected,
    leaving,
    shown,
    report,
    onVideoEnded: directorVideoEnded,
    onDuration,
  } = useDirector({
    embla,
    playlist,
    delayMs,
    stats,
    onFailed,
    onStalled: useCallback(() => screenReport.stall(), [screenReport]),
  });
  useEffect(() => {
    thumbs?.scrollTo(selected);
  }, [thumbs, selected]);
  // What this screen shows, for its reports (issue 23): each slide as it comes into place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per slide shown, not per playlist change
  useEffect(() => {
    const slide = playlist[selected];
    if (shown && slide) screenReport.shown(slide, Date.now(), slide.media[0]?.type === "video");
  }, [shown, screenReport]);
  const showSlide = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const onVideoEnded = useCallback(
    (video: HTMLVideoElement) => {
      screenReport.videoEnded();
      directorVideoEnded(video);
    },
    [screenReport, directorVideoEnded],
  );

  const kept = keptSlides(selected, playlist.length);
  if (leaving !== null && leaving < playlist.length) kept.add(leaving);
  const started = shown !== null;
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
              data-key={slide.key}
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
                  pictures={pictures}
                  slideMs={delayMs}
                />
              ) : null}
            </div>
          ))}
        </EmblaStrip>
        {playlist[selected] ? <Caption title={title} slide={playlist[selected]} /> : null}
        {playlist[selected] ? <PriceCorner slide={playlist[selected]} /> : null}
        {show.qrCodes && playlist[selected] ? <QrCode codes={show.qrCodes} slide={playlist[selected]} /> : null}
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
                onClick={() => showSlide(index)}
              >
                {slide.media[0]?.still ? <img src={slide.media[0].still} alt="" /> : null}
              </button>
            ))}
          </EmblaStrip>
        ) : null}
        {show.loadingBar && shown ? (
          <div className="tv-progress" aria-hidden="true">
            <span key={shown.id} style={{ animationDuration: `${shown.ms}ms` }} />
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
  children: ReactNode;
}) {
  return (
    <div className={className} ref={emblaRef}>
      <div className={trackClassName}>{children}</div>
    </div>
  );
}
