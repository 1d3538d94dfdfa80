import type { Style } from "@contract/style";
import { onScreens } from "@contract/style-on-screens";
import { scheduleSummary } from "@contract/style-schedule";
import { useStylesAccount } from "./use-styles-account";

/**
 * A style's schedule in a few words and whether it is on the shop's screens
 * at `at` (the loader's clock, so the server's page and the browser's agree).
 */
export function ScheduleStatus({ style, at, className }: { style: Style; at: number; className?: string }) {
  const account = useStylesAccount();
  const { attributes } = style;
  const status = onScreens(
    {
      schedule: attributes.schedule,
      // The flag is the style's, kept on each of its items.
      inSlideshow: attributes.payload[0]?.show_in_slideshow ?? false,
      approved: attributes.is_approved,
      consented: attributes.channels.screens,
    },
    at,
    {
      timeZone: account.attributes.time_zone,
      openingHours: account.attributes.opening_hours,
      afterHours: account.attributes.after_hours,
    },
  );
  return (
    <div className={className} data-testid="schedule-status">
      <p>
        <span className="font-semibold text-ink">Schedule:</span> {scheduleSummary(attributes.schedule)}
      </p>
      <p className="flex items-baseline gap-1.5">
        <span
          aria-hidden="true"
          className={`inline-block size-2 shrink-0 rounded-full ${status.now ? "bg-success" : "bg-ink-soft/40"}`}
        />
        {status.text}
      </p>
    </div>
  );
}
