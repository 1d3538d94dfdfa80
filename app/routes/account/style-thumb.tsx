import { ImageLoader } from "~/components/media-loaders";

/**
 * A style's small picture beside its numbers (issue 37: styles you can tell
 * apart), in My screens' plays and scans and on Insights: 40 px, the thumb
 * variant only (never a full picture), loaded as it scrolls into view. A
 * style without one (removed, or not converted yet) keeps its grey square, so
 * the rows stay aligned.
 */
export function StyleThumb({ src, title }: { src: string | null; title: string }) {
  return (
    <div className="size-10 shrink-0 overflow-hidden rounded-lg bg-line">
      {src ? (
        <ImageLoader
          src={src}
          alt={title}
          loading="lazy"
          decoding="async"
          width={40}
          height={40}
          className="size-full object-cover"
        />
      ) : null}
    </div>
  );
}
