import { setStyleSubject } from "@contract/endpoints/consent";
import { decideRemovalRequest, listMyRemovalRequests } from "@contract/endpoints/removal";
import { getApprovalWait, listMyStyles } from "@contract/endpoints/styles";
import type { Style } from "@contract/style";
import { STYLE_MESSAGES } from "@contract/style";
import { genderLabel, styleTitle } from "@contract/style-labels";
import {
  approvalWaitText,
  isShowingFilter,
  SHOWING_FILTER_LABELS,
  SHOWING_FILTERS,
  type ShowingFilter,
  showingFilters,
} from "@contract/style-showing";
import { data, Link } from "react-router";
import { ApprovalBadge } from "~/components/approval-badge";
import { FreePlanAdsNotice } from "~/components/free-plan-ads-notice";
import { decisionOf, RemovalRequestList } from "~/components/removal-request-list";
import { accountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure, statusForFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { shopDate } from "~/lib/shop-dates";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/portfolios";
import { ConsentStatus } from "./consent-status";
import { ScheduleStatus } from "./schedule-status";
import { StyleCover } from "./style-cover";
import { isVideoItem, mediaSummary } from "./style-media";
import { useStylesAccount } from "./use-styles-account";

/** /{account_id}/portfolios (spec §2): the stylist's styles, approved or awaiting approval, and the slideshow's settings. */
export async function loader(args: Route.LoaderArgs) {
  const [result, removals, wait] = await Promise.all([
    api(args, listMyStyles),
    api(args, listMyRemovalRequests),
    api(args, getApprovalWait),
  ]);
  if (!result.ok) throw errorFromApiFailure(result);
  if (!removals.ok) throw errorFromApiFailure(removals);
  const show = new URL(args.request.url).searchParams.get("show");
  return {
    styles: result.data,
    removals: removals.data,
    // A wait it cannot tell is not worth an error page: the cards just do not say it.
    approvalWait: wait.ok ? approvalWaitText(wait.data.median_hours) : null,
    filter: isShowingFilter(show) ? show : null,
    // The moment "on screens now" is said of: the server's page and the browser's hydration agree on it.
    at: Date.now(),
  };
}

/** One tap on a card (issue 35): who is in a style saved before the question was asked; or a removal request decided. */
export async function action(args: Route.ActionArgs) {
  const { accountId } = accountOwner(args.context);
  const form = await readForm(args.request);
  const decision = decisionOf(form);
  if (decision) {
    const decided = await api(args, decideRemovalRequest, { params: { id: decision.requestId }, json: decision.json });
    if (!decided.ok) return data({ error: decided.message }, { status: statusForFailure(decided) });
    return toasts().redirectWithSuccess(`/${accountId}/portfolios`, decided.message);
  }
  const subject = form.get("subject");
  const styleId = String(form.get("style_id") ?? "");
  if (form.get("intent") !== "subject" || (subject !== "none" && subject !== "client")) {
    return data({ error: STYLE_MESSAGES.subject }, { status: 422 });
  }
  const saved = await api(args, setStyleSubject, { params: { id: styleId }, json: { subject } });
  if (!saved.ok) return data({ error: saved.message }, { status: statusForFailure(saved) });
  return toasts().redirectWithSuccess(`/${accountId}/portfolios`, saved.message);
}

export default function Portfolios({ loaderData }: Route.ComponentProps) {
  const account = useStylesAccount();
  const { styles, removals, at, filter, approvalWait } = loaderData;
  const pending = styles.filter((style) => !style.attributes.is_approved).length;
  const unrecorded = styles.filter((style) => style.attributes.subject === null).length;
  const week = {
    timeZone: account.attributes.time_zone,
    openingHours: account.attributes.opening_hours,
    afterHours: account.attributes.after_hours,
  };
  const sorted = styles.map((style) => ({ style, filters: showingFilters(style, at, week) }));
  const shown = filter ? sorted.filter(({ filters }) => filters.has(filter)) : sorted;
  const addHref = `/${account.id}/styles`;
  return (
    <div className="space-y-6 sm:space-y-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Portfolios</h1>
          <p className="mt-1 text-sm text-ink-soft">
            {styles.length === 0
              ? "Your styles show on your profile, in Explore and on your slideshow."
              : `${styles.length === 1 ? "1 style" : `${styles.length} styles`}${pending ? `, ${pending} awaiting approval` : ""}.`}
          </p>
          {unrecorded ? (
            <p className="mt-1 text-sm font-semibold text-warning" data-testid="unrecorded-count">
              {unrecorded === 1 ? "1 style does" : `${unrecorded} styles do`} not say who is in it yet: one tap each.{" "}
              <Link to="?show=unrecorded" className="text-brand-dark underline">
                Show {unrecorded === 1 ? "it" : "them"}
              </Link>
            </p>
          ) : null}
        </div>
        {styles.length ? (
          <Link to={addHref} className="btn-primary shrink-0 self-start sm:self-auto">
            <PlusIcon />
            Add a style
          </Link>
        ) : null}
      </header>

      {removals.length ? (
        <section aria-labelledby="removal-requests" className="space-y-3">
          <h2 id="removal-requests" className="text-lg font-bold text-warning">
            {removals.length === 1 ? "Someone asks" : `${removals.length} people ask`} for a photo to come down
          </h2>
          <p className="text-sm text-ink-soft">
            Take it down, or answer why it stays. After 72 hours our admin looks at it.
          </p>
          <RemovalRequestList requests={removals} />
        </section>
      ) : null}

      <SlideshowSummary />

      {styles.length === 0 ? (
        <section className="card flex flex-col items-center px-6 py-12 text-center">
          <svg viewBox="0 0 48 48" className="size-12 text-brand" aria-hidden="true" fill="none">
            <rect x="6" y="10" width="36" height="28" rx="4" stroke="currentColor" strokeWidth="2.5" />
            <path d="m6 31 10-9 8 7 6-5 12 10" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
            <circle cx="31" cy="19" r="3" fill="currentColor" />
          </svg>
          <h2 className="mt-4 text-lg font-bold">No styles yet</h2>
          <p className="mt-2 max-w-md text-sm text-ink-soft">
            Add photos or a short video of your work, say who the style is for and pick its colour. Once an admin has
            approved it, it shows on your profile, in Explore and on the slideshow in your shop.
          </p>
          <Link to={addHref} className="btn-primary mt-6">
            <PlusIcon />
            Add your first style
          </Link>
        </section>
      ) : (
        <>
          <ShowingFilterLinks counts={countsOf(sorted)} total={styles.length} active={filter} />
          {shown.length ? (
            <ul aria-label="Your styles" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
              {shown.map(({ style }) => (
                <StyleCard key={style.id} style={style} accountId={account.id} at={at} approvalWait={approvalWait} />
              ))}
            </ul>
          ) : (
            <p className="card p-6 text-center text-sm text-ink-soft">
              No style is {filter ? SHOWING_FILTER_LABELS[filter].toLowerCase() : "here"}.{" "}
              <Link to="." className="font-semibold text-brand-dark">
                Show all
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** How many styles fall under each filter. */
function countsOf(sorted: { filters: Set<ShowingFilter> }[]) {
  const counts = Object.fromEntries(SHOWING_FILTERS.map((name) => [name, 0])) as Record<ShowingFilter, number>;
  for (const { filters } of sorted) for (const name of filters) counts[name] += 1;
  return counts;
}

/** The portfolios list's filters (issue 35 point 6): links, so they work without JavaScript; empty ones are left out. */
function ShowingFilterLinks({
  counts,
  total,
  active,
}: {
  counts: Record<ShowingFilter, number>;
  total: number;
  active: ShowingFilter | null;
}) {
  const chip = "inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-semibold whitespace-nowrap";
  const look = (on: boolean) => (on ? "border-brand bg-brand-soft text-brand-dark" : "border-line bg-white text-ink");
  return (
    <nav aria-label="Show styles">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="."
            className={`${chip} ${look(active === null)}`}
            aria-current={active === null ? "page" : undefined}
          >
            All {total}
          </Link>
        </li>
        {SHOWING_FILTERS.filter((name) => counts[name] > 0 || name === active).map((name) => (
          <li key={name}>
            <Link
              to={`?show=${name}`}
              className={`${chip} ${look(active === name)}`}
              aria-current={active === name ? "page" : undefined}
            >
              {SHOWING_FILTER_LABELS[name]} {counts[name]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StyleCard({
  style,
  accountId,
  at,
  approvalWait,
}: {
  style: Style;
  accountId: string;
  at: number;
  approvalWait: string | null;
}) {
  const { attributes } = style;
  const timeZone = useStylesAccount().attributes.time_zone;
  const title = styleTitle(attributes);
  const gender = genderLabel(attributes.gender);
  const promotedUntil = attributes.promoted_until;
  return (
    <li
      data-testid="style-card"
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
    >
      <div className="relative aspect-[4/5] bg-line">
        <StyleCover style={style} loading="lazy" className="size-full object-cover" />
        {attributes.payload.some(isVideoItem) ? (
          <span className="badge absolute top-2 left-2 bg-ink/80">Video</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2.5 sm:p-4">
        <div className="min-w-0">
          <h2 className="line-clamp-2 font-semibold break-words text-ink">{title}</h2>
          <p className="truncate text-xs text-ink-soft">{[gender, mediaSummary(style)].filter(Boolean).join(" · ")}</p>
        </div>
        <ApprovalBadge approved={attributes.is_approved} />
        {!attributes.is_approved && approvalWait ? <p className="text-xs text-ink-soft">{approvalWait}</p> : null}
        <ConsentStatus style={style} accountId={accountId} title={title} />
        <ScheduleStatus style={style} at={at} className="space-y-0.5 text-xs break-words text-ink-soft" />
        {promotedUntil ? (
          <p className="text-xs font-medium text-brand-dark">Promoted until {shopDate(promotedUntil, timeZone)}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-x-1 gap-y-1 pt-1">
          <Link to={`/${accountId}/styles/${style.id}`} className="btn-secondary min-h-10 flex-1 px-3">
            Edit<span className="sr-only"> {title}</span>
          </Link>
          <Link
            to={`/${accountId}/style/${style.id}`}
            className="btn-ghost min-h-10 flex-1 px-3 text-danger hover:bg-danger/5"
          >
            Remove<span className="sr-only"> {title}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}

/** One line about how the slideshow runs (spec §3 Account settings), with the way to change it. */
function SlideshowSummary() {
  const account = useStylesAccount();
  const { device_orientation, qr_code, loading_bar } = account.attributes;
  const parts = [
    device_orientation === "portrait" ? "Portrait screen" : "Landscape screen",
    qr_code ? "QR code shown" : "no QR code",
    loading_bar ? "loading bar shown" : "no loading bar",
  ];
  return (
    <section
      aria-label="Slideshow"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="min-w-0 space-y-1">
        <p className="text-sm text-ink-soft">
          <span className="font-semibold text-ink">Slideshow:</span> {parts.join(", ")}.
        </p>
        <FreePlanAdsNotice accountId={account.id} abilities={account.attributes.abilities} />
      </div>
      <Link
        to={`/accounts/${account.id}/settings`}
        className="btn-secondary min-h-10 shrink-0 self-start px-4 sm:self-auto"
      >
        Slideshow settings
      </Link>
    </section>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" fill="none">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Spec §1: dates in German style, in the shop's time zone (the server and the browser agree on it). */

export const meta: Route.MetaFunction = () => [{ title: "Portfolios | Stylecast" }];
