import type { LinkedTv } from "@contract/tv-pairing";
import { Link } from "react-router";
import { FormCard } from "~/components/form-field";
import { OutcomeNotice } from "~/components/outcome-notice";

type TvInfo = Omit<LinkedTv, "code">;

/** "Chrome 120 on Linux", and roughly how long ago the TV began to wait: what a phone shows before it confirms. */
export function describeTv(tv: TvInfo) {
  const browser = [tv.browser_name, tv.browser_version?.split(".")[0]].filter(Boolean).join(" ");
  const system = [tv.os_name, tv.os_version].filter(Boolean).join(" ");
  const device = [browser || "A browser", system ? `on ${system}` : ""].filter(Boolean).join(" ");
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(tv.since)) / 60_000));
  const appeared = minutes < 1 ? "just now" : minutes === 1 ? "a minute ago" : `${minutes} minutes ago`;
  return { device, appeared };
}

/** The waiting TV, named for the phone (/tv/pair and /link). */
export function WaitingTvDetails({ tv }: { tv: { device: string; appeared: string } }) {
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-paper text-sm">
      <div className="flex justify-between gap-4 px-4 py-3">
        <dt className="text-ink-soft">TV</dt>
        <dd className="text-right font-semibold text-ink">{tv.device}</dd>
      </div>
      <div className="flex justify-between gap-4 px-4 py-3">
        <dt className="text-ink-soft">Waiting since</dt>
        <dd className="text-right font-semibold text-ink">{tv.appeared}</dd>
      </div>
    </dl>
  );
}

/** The phone's answer once it confirmed (/tv/pair and /link): the TV is on its way to the show. */
export function TvLinkedCard({ title, message, accountHref }: { title: string; message: string; accountHref: string }) {
  return (
    <FormCard title={title}>
      <OutcomeNotice tone="success" title={message}>
        <p>Its slideshow starts in a moment. You can put your phone away.</p>
      </OutcomeNotice>
      <p className="mt-6 text-center">
        <Link to={accountHref} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline">
          Back to your account
        </Link>
      </p>
    </FormCard>
  );
}
