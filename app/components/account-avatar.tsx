import { ImageLoader } from "./media-loaders";

/** The account's avatar, or its initial on the brand colour when there is none (or it fails to load). */
export function AccountAvatar({ src, name, className = "" }: { src: string | null; name: string; className?: string }) {
  const initial = (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-brand-soft font-bold text-brand-dark ${className}`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
  if (!src) return initial;
  return (
    <ImageLoader
      key={src}
      src={src}
      alt=""
      fallback={initial}
      className={`shrink-0 rounded-full object-cover ring-1 ring-line ${className}`}
    />
  );
}
