import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { SCREEN_STATUS_LEGEND, SCREEN_STATUSES, type ScreenStatus } from "@contract/cable";
import { renameScreen, type Screen } from "@contract/endpoints/screens";
import { type LastProblem, problemWords, SCREEN_PROBLEM_WORDS, timeAgo } from "@contract/screen-problems";
import { MY_SCREENS_TEXTS, SCREEN_STATUS_LABELS } from "@contract/screens";
import { useId } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { ConfirmDialog } from "~/components/dialog";
import { FieldFeedback, IntentForm, inputClassName, SubmitButton } from "~/components/form-field";
import { ImageLoader } from "~/components/media-loaders";
import { formatDuration } from "~/lib/format-duration";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { shopDateTime } from "~/lib/shop-dates";

export const SCREEN_INTENTS = { rename: "rename-screen", remove: "remove-screen" } as const;

/** The rename form: the API's own rule for a name, which may be left empty to clear it. */
export const renameForm = z.object({
  screen_id: z.string(),
  name: renameScreen.json.shape.name.optional(),
});

/** How the page shows a style: its title and its small picture. */
export type StyleLook = { title: string; thumb: string | null };

const DOT: Record<ScreenStatus, string> = {
  playing: "bg-success",
  stalled: "bg-warning",
  hidden: "bg-info",
  offline: "bg-danger",
};

/** A screen's status: a coloured dot and its word (the colour alone says nothing to many). */
export function ScreenStatusBadge({ status }: { status: ScreenStatus }) {
  return (
    <span
      data-status={status}
      className="inline-flex items-center gap-2 rounded-full border border-line bg-paper px-3 py-1 text-sm font-semibold"
    >
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${DOT[status]}`} />
      {SCREEN_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * One screen, phone first: its name (a small form of its own, working
 * without JavaScript), its status, what it shows now, its facts and Remove.
 */
export function ScreenCard({
  screen,
  look,
  lastResult,
  justLinked = false,
  timeZone,
  card = null,
}: {
  screen: Screen;
  look: StyleLook | undefined;
  lastResult: SubmissionResult | undefined;
  /** The card the show puts up now instead of slides (issue 34): what an online screen shows. */
  card?: string | null;
  /** The TV a phone just linked (issue 34): marked, so the owner finds it among the others. */
  justLinked?: boolean;
  /** The shop's: "last seen" is on its clock. */
  timeZone: string;
}) {
  const name = screen.name ?? MY_SCREENS_TEXTS.unnamed;
  const { key } = useLocation();
  return (
    <article
      aria-label={name}
      data-screen-id={screen.screen_id}
      className={`flex h-full flex-col gap-5 rounded-2xl border bg-white p-4 shadow-sm sm:p-6 ${justLinked ? "border-brand" : "border-line"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 className="min-w-0 truncate text-base font-bold">{name}</h3>
          {justLinked ? <JustConnected /> : null}
        </div>
        <ScreenStatusBadge status={screen.status} />
      </div>

      <NowShowing screen={screen} look={look} card={screen.status === "offline" ? null : card} />
      {screen.last_problem ? <ProblemLine problem={screen.last_problem} timeZone={timeZone} /> : null}

      <div>
        <p className="text-xs font-semibold text-ink-soft">{MY_SCREENS_TEXTS.runtime}</p>
        <dl className="mt-1.5 grid grid-cols-3 gap-2 text-center">
          <Runtime label={MY_SCREENS_TEXTS.runtimeToday} seconds={screen.runtime_today} />
          <Runtime label={MY_SCREENS_TEXTS.runtimeMonth} seconds={screen.runtime_month} />
          <Runtime label={MY_SCREENS_TEXTS.runtimeTotal} seconds={screen.runtime_total} />
        </dl>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label={MY_SCREENS_TEXTS.lastSeen}>
          {screen.last_seen_at ? shopDateTime(screen.last_seen_at, timeZone) : MY_SCREENS_TEXTS.never}
        </Fact>
        <Fact label={MY_SCREENS_TEXTS.resolution}>{screen.resolution ?? MY_SCREENS_TEXTS.notAvailable}</Fact>
        <Fact label={MY_SCREENS_TEXTS.browser} className="col-span-2">
          {[screen.browser, screen.os].filter(Boolean).join(" on ") || MY_SCREENS_TEXTS.notAvailable}
        </Fact>
      </dl>

      {/* After a post (a saved name, or a refused one) the form starts again from what came back; the page's
          polling keeps the location, so it never resets what is being typed. */}
      <RenameForm key={`${key}:${screen.name ?? ""}`} screen={screen} lastResult={lastResult} />

      <div className="-mb-2 mt-auto flex justify-end border-t border-line pt-2 sm:-mb-3">
        <RemoveScreen screen={screen} name={name} />
      </div>
    </article>
  );
}

/** The mark of the TV just linked: words, not only the card's coloured border. */
function JustConnected() {
  return (
    <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-dark">
      {MY_SCREENS_TEXTS.justConnected}
    </span>
  );
}

function Fact({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={`min-w-0 ${className ?? ""}`}>
      <dt className="text-xs font-semibold text-ink-soft">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** One of the three runtimes: the figure first, what it counts under it. */
function Runtime({ label, seconds }: { label: string; seconds: number }) {
  return (
    <div className="flex flex-col-reverse rounded-xl bg-paper px-2 py-2.5">
      <dt className="text-xs text-ink-soft">{label}</dt>
      <dd className="font-semibold tabular-nums">{formatDuration(seconds)}</dd>
    </div>
  );
}

/** The slide on the TV now: its small picture and the style's title (an ad says it is one), else the card it shows. */
function NowShowing({ screen, look, card }: { screen: Screen; look: StyleLook | undefined; card: string | null }) {
  const showing = screen.now_showing;
  const title = showing ? (showing.kind === "ad" ? MY_SCREENS_TEXTS.ad : (look?.title ?? "Style")) : card;
  return (
    <div className="flex items-center gap-4 rounded-xl bg-paper p-3">
      <div className="aspect-video w-28 shrink-0 overflow-hidden rounded-lg bg-line sm:w-36">
        {showing ? (
          <ImageLoader key={showing.src} src={showing.src} alt={title ?? ""} className="size-full object-cover" />
        ) : null}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold text-ink-soft">{MY_SCREENS_TEXTS.showingNow}</p>
        <p className="mt-0.5 font-semibold" data-testid="now-showing">
          {title ?? <span className="font-normal text-ink-soft">{MY_SCREENS_TEXTS.showingNothing}</span>}
        </p>
      </div>
    </div>
  );
}

/** What last went wrong in the TV's player (issue 34): "Last problem: 2 min ago — a video failed to load". */
function ProblemLine({ problem, timeZone }: { problem: LastProblem; timeZone: string }) {
  return (
    <p className="rounded-xl border border-warning/40 bg-warning/10 px-3 py-2 text-sm" data-testid="last-problem">
      <span className="font-semibold">{SCREEN_PROBLEM_WORDS.title}:</span>{" "}
      {/* "ago" is counted where it is drawn: the server's minute and the browser's may differ by one. */}
      <time dateTime={problem.at} title={shopDateTime(problem.at, timeZone)} suppressHydrationWarning>
        {timeAgo(Date.parse(problem.at), Date.now())}
      </time>{" "}
      — {problemWords(problem)}
    </p>
  );
}

/** The name, editable in place: a form of its own that posts without JavaScript. */
function RenameForm({ screen, lastResult }: { screen: Screen; lastResult: SubmissionResult | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm(renameForm, {
    id: `rename-${screen.screen_id}`,
    lastResult,
    defaultValue: { screen_id: screen.screen_id, name: screen.name ?? "" },
  });
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === SCREEN_INTENTS.rename &&
    navigation.formData.get("screen_id") === screen.screen_id;
  const errors = fields.name.errors ?? [];
  return (
    <IntentForm form={form} intent={SCREEN_INTENTS.rename} className="space-y-1.5">
      <input type="hidden" name="screen_id" value={screen.screen_id} />
      <label htmlFor={fields.name.id} className="block text-sm font-semibold">
        {MY_SCREENS_TEXTS.nameLabel}
      </label>
      <div className="flex gap-2">
        <input
          {...getInputProps(fields.name, { type: "text" })}
          placeholder={MY_SCREENS_TEXTS.namePlaceholder}
          autoComplete="off"
          aria-describedby={errors.length ? fields.name.errorId : undefined}
          className={`${inputClassName} min-w-0 flex-1`}
        />
        <SubmitButton pending={pending} pendingLabel="Saving…" className="btn-secondary shrink-0">
          Save
        </SubmitButton>
      </div>
      <FieldFeedback id={fields.name.errorId} errors={errors} />
    </IntentForm>
  );
}

/** Remove, after a confirm dialog: the TV's screen session ends. */
function RemoveScreen({ screen, name }: { screen: Screen; name: string }) {
  const location = useLocation();
  return (
    <ConfirmDialog
      id={`remove-${screen.screen_id}`}
      trigger={
        <>
          {`${MY_SCREENS_TEXTS.remove} `}
          <span className="sr-only">{name}</span>
        </>
      }
      triggerClassName="btn-ghost text-danger"
      title={MY_SCREENS_TEXTS.removeTitle}
      message={MY_SCREENS_TEXTS.removeMessage}
      action={`${location.pathname}${daysQuery(location.search)}`}
      fields={{ intent: SCREEN_INTENTS.remove, screen_id: screen.screen_id }}
    />
  );
}

/** The `?days=` the page shows, kept when a form posts (and its redirect comes back). */
const daysQuery = (search: string) => {
  const days = new URLSearchParams(search).get("days");
  return days ? `?${new URLSearchParams({ days })}` : "";
};

/** What each status means (decisions.md "Screen statuses"), under the list. */
export function StatusLegend() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-4 text-sm sm:p-5">
      <h3 id={id} className="font-semibold">
        {MY_SCREENS_TEXTS.legendTitle}
      </h3>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {SCREEN_STATUSES.map((status) => (
          <div key={status} className="flex items-start gap-3">
            <dt className="shrink-0">
              <ScreenStatusBadge status={status} />
            </dt>
            <dd className="pt-1 text-ink-soft">{SCREEN_STATUS_LEGEND[status]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** No screen yet: how a TV becomes one (ADR 19: QR code, short code at /link, or password on /tv). */
export function EmptyScreens({ origin }: { origin: string }) {
  const [beforeLink, afterLink] = MY_SCREENS_TEXTS.wayCode;
  return (
    <div className="card" data-testid="no-screens">
      <h3 className="text-base font-bold">{MY_SCREENS_TEXTS.emptyTitle}</h3>
      <p className="mt-2 text-sm">{MY_SCREENS_TEXTS.emptyOpen}</p>
      <p className="mt-2">
        <code className="rounded-lg bg-paper px-2 py-1 font-mono text-base font-semibold break-all">{origin}/tv</code>
      </p>
      <p className="mt-4 text-sm">{MY_SCREENS_TEXTS.emptyWays}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>{MY_SCREENS_TEXTS.wayQr}</li>
        <li>
          {beforeLink}{" "}
          <Link to="/link" className="font-semibold text-brand-dark underline">
            /link
          </Link>{" "}
          {afterLink}
        </li>
        <li>{MY_SCREENS_TEXTS.wayPassword}</li>
      </ul>
      <p className="mt-4 text-sm text-ink-soft">{MY_SCREENS_TEXTS.emptyOutro}</p>
    </div>
  );
}
