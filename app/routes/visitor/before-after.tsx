import { BEFORE_AFTER_LABELS } from "@contract/before-picture";
import type { PublicMedia } from "@contract/visitor";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { CoverPicture, type CoverSources } from "~/components/cover-picture";
import { useNonce } from "~/lib/nonce";
import { enhanceBeforeAfter } from "./enhance-before-after";

const SCRIPT = { __html: `(${enhanceBeforeAfter.toString()})(document)` };

const sourcesOf = (media: PublicMedia): CoverSources => ({
  cover: media.cover ?? media.src,
  thumb: media.thumb,
  pictures: media.pictures,
});

/**
 * A style's before and after (issue 37), in the place of its first picture.
 * Without JavaScript the two side by side, each labelled; with it
 * (enhance-before-after.ts) one picture with a line to drag. Both are drawn
 * from their picture sets at the slide's width (the slider shows them whole);
 * only the after picture is the page's LCP candidate, preloaded: the before
 * one loads lazily.
 */
export function BeforeAfter({
  before,
  after,
  alt,
  sizes,
}: {
  before: PublicMedia;
  after: PublicMedia;
  alt: string;
  sizes: string;
}) {
  const caption =
    "absolute top-2 z-20 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-bold text-ink shadow-sm pointer-events-none";
  return (
    <div
      data-before-after
      data-testid="before-after"
      className="group relative rounded-2xl has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand"
    >
      <div className="grid grid-cols-2 gap-2 group-data-slider:grid-cols-1 group-data-slider:gap-0">
        <figure
          data-testid="before-picture"
          className="relative min-w-0 overflow-hidden rounded-2xl group-data-slider:z-10 group-data-slider:[grid-area:1/1] group-data-slider:[clip-path:inset(0_calc(100%-var(--before-share,50%))_0_0)]"
        >
          <CoverPicture sources={sourcesOf(before)} alt={`${alt}, before`} sizes={sizes} />
          <figcaption className={`${caption} left-2`}>{BEFORE_AFTER_LABELS.before}</figcaption>
        </figure>
        <figure
          data-testid="after-picture"
          className="relative min-w-0 overflow-hidden rounded-2xl group-data-slider:[grid-area:1/1]"
        >
          <CoverPicture sources={sourcesOf(after)} alt={`${alt}, after`} sizes={sizes} priority data-cover="" />
          <figcaption className={`${caption} left-2 group-data-slider:right-2 group-data-slider:left-auto`}>
            {BEFORE_AFTER_LABELS.after}
          </figcaption>
        </figure>
      </div>
      {/* The line between the two, where the range stands. */}
      <div
        aria-hidden="true"
        data-testid="before-after-line"
        className="pointer-events-none absolute inset-y-0 z-20 hidden w-0.5 -translate-x-1/2 bg-white shadow group-data-slider:block left-[var(--before-share,50%)]"
      >
        <span className="absolute top-1/2 left-1/2 grid size-10 -translate-1/2 place-items-center rounded-full bg-white text-ink shadow-md">
          <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true">
            <path d="M7 5 2 10l5 5M13 5l5 5-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
      </div>
      <input
        type="range"
        min={0}
        max={100}
        defaultValue={50}
        hidden
        aria-label={`Compare ${BEFORE_AFTER_LABELS.before.toLowerCase()} and ${BEFORE_AFTER_LABELS.after.toLowerCase()}: how much of the before picture shows`}
        className="absolute inset-0 z-30 m-0 size-full cursor-ew-resize touch-pan-y appearance-none opacity-0"
      />
      <BeforeAfterScript />
    </div>
  );
}

/** The few lines above, inlined with the CSP nonce; after a client navigation (the inlined copy is inert) the effect runs them. */
function BeforeAfterScript() {
  const nonce = useNonce();
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each page React renders
  useEffect(() => enhanceBeforeAfter(document), [key]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function's source, nothing a visitor sent
  return <script nonce={nonce} dangerouslySetInnerHTML={SCRIPT} />;
}
