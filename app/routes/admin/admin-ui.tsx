import type { ScreenStatusCounts } from "@contract/admin";
import { SCREEN_STATUS_LEGEND, SCREEN_STATUSES, type ScreenStatus } from "@contract/cable";
import { type ReactNode, useId } from "react";
import { Form, Link } from "react-router";
import type { ServerPage } from "~/components/data-table";
import { ImageLoader, VideoLoader } from "~/components/media-loaders";
import { adminPath } from "./admin-places";

/** Small pieces the admin pages share: icons, the view-profile link, one-click intents, Go back, card facts. */

const ICON_PATHS = {
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  "check-all": <path d="m2 12.5 4.5 4.5L16 7.5M11 15.5l1.5 1.5L22 7.5" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />,
};

/** An icon with its accessible name in visually hidden text. */
export function AdminIcon({ icon, label }: { icon: keyof typeof ICON_PATHS; label: string }) {
  return (
    <>
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {ICON_PATHS[icon]}
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

/** The class of a 44 px round icon control. */
export const ICON_BUTTON = "inline-grid size-11 place-items-center rounded-full hover:bg-black/5";

/** The view-profile icon of the admin tables. */
export function ViewProfileLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} title="View profile" className={`${ICON_BUTTON} text-ink-soft hover:text-ink`}>
      <AdminIcon icon="profile" label={`View profile of ${name}`} />
    </Link>
  );
}

/**
 * An icon button posting one admin intent (approve one, approve all) to this
 * page's action, which comes back here. With `text`, a button that also says
 * it (the start of `label`, so what it says is in its name).
 */
export function IntentButton({
  intent,
  id,
  label,
  icon,
  text,
}: {
  intent: string;
  id: string;
  label: string;
  icon: "check" | "check-all";
  text?: string;
}) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {text && label.startsWith(text) ? (
        <button type="submit" className="btn-secondary gap-2 text-success">
          <AdminIcon icon={icon} label="" />
          <span>
            {text}
            <span className="sr-only">{label.slice(text.length)}</span>
          </span>
        </button>
      ) : (
        <button type="submit" title={label} className={`${ICON_BUTTON} text-success`}>
          <AdminIcon icon={icon} label={label} />
        </button>
      )}
    </Form>
  );
}

/** An account id that opens the subscriber's detail: the first column, so a phone need not scroll to the icon. */
export function AccountIdLink({ accountId }: { accountId: string }) {
  return (
    <Link to={adminPath("subscribers", accountId)} className="font-mono text-xs underline underline-offset-2">
      {accountId}
    </Link>
  );
}

/** The Go back control of a detail sub-tab. */
export function GoBack({ to }: { to: string }) {
  return (
    <Link to={to} className="btn-ghost -ml-2 w-fit">
      <span aria-hidden="true">←</span> Go back
    </Link>
  );
}

/** An API page as the data table's server mode takes it. */
export const serverPage = (
  page: { page: number; page_count: number; total: number },
  defaultSort?: ServerPage["defaultSort"],
): ServerPage => ({ page: page.page, pageCount: page.page_count, total: page.total, defaultSort });

/** A picture or a video as the console previews it: the video loads nothing until played, the picture lazily. */
export function MediaPreview({
  video,
  src,
  still,
  label,
  className,
}: {
  video: boolean;
  src: string;
  /** The picture's thumb or the video's poster. */
  still: string | null;
  label: string;
  className: string;
}) {
  return video ? (
    <VideoLoader src={src} poster={still ?? undefined} label={label} controls preload="none" className={className} />
  ) : (
    <ImageLoader src={still ?? src} alt={label} loading="lazy" className={className} />
  );
}

/** The Blocked mark beside a subscriber's name. */
export function BlockedBadge() {
  return <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">Blocked</span>;
}

/** A card's label and value pairs: the columns of a table row, on a phone. */
export function CardFacts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="min-w-0 wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const DOT: Record<ScreenStatus, string> = {
  playing: "bg-success",
  stalled: "bg-warning",
  hidden: "bg-info",
  offline: "bg-ink-soft/40",
};

function Dot({ status }: { status: ScreenStatus }) {
  return <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${DOT[status]}`} />;
}

/**
 * An account's screens (issue 23): exactly how many are online, and how
 * many play, stall, hide or are offline, in the words of the legend (a
 * coloured dot beside each word, never the colour alone).
 */
export function ScreenStatuses({ counts, online }: { counts: ScreenStatusCounts; online: number }) {
  const shown = SCREEN_STATUSES.filter((status) => counts[status] > 0);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-semibold whitespace-nowrap">{online} online</span>
      {shown.map((status) => (
        <span key={status} className="inline-flex items-center gap-1.5 whitespace-nowrap">
          <span className="sr-only">, </span>
          <Dot status={status} />
          {counts[status]} {status}
        </span>
      ))}
    </span>
  );
}

/** The legend of the screen statuses, under every list of screens (SCREEN_STATUS_LEGEND). */
export function ScreenStatusLegend() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card p-4 text-sm">
      <h3 id={id} className="font-semibold">
        Screen statuses
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {SCREEN_STATUSES.map((status) => (
          <div key={status} className="contents">
            <dt className="inline-flex items-center gap-2 font-medium">
              <Dot status={status} />
              {status}
            </dt>
            <dd className="mb-1 text-ink-soft sm:mb-0">{SCREEN_STATUS_LEGEND[status]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
