import { type ContactButton, quickContacts } from "@contract/contact-links";
import { OPENING_HOURS_LABEL, type OpeningHours } from "@contract/opening-hours";
import { describeOpeningStatus, openingDayText, openingStatus } from "@contract/opening-status";
import { localTime, WEEKDAY_NAMES, WEEKDAYS } from "@contract/shop-clock";
import { LineIcon } from "~/components/line-icon";

/**
 * Contact first (issue 25): the shop's channels, the bar a phone keeps at the
 * bottom of the screen, when the shop is open, and Share. All of it works
 * without JavaScript; the page's few lines of script (enhance-visitor-page.ts)
 * only hand Share to the phone's share sheet where there is one.
 */

const ICONS: Record<string, string> = {
  slideshow: "M3 5h18v12H3zM8 21h8M12 17v4",
  website:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z",
  book: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3",
  call: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  whatsapp: "M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z",
  telegram: "M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l8-6",
  instagram: "M4 4h16v16H4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17 6.5h.01",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z",
  share: "M12 15V3M7 8l5-5 5 5M5 13v7h14v-7",
};

export function ButtonIcon({ name, className = "size-4" }: { name: string; className?: string }) {
  return <LineIcon paths={[ICONS[name] ?? ""]} strokeWidth={1.8} className={`shrink-0 ${className}`} />;
}

const linkTarget = (button: ContactButton) => (button.external ? { target: "_blank", rel: "noopener noreferrer" } : {});

/**
 * Every filled channel, the most useful one (the bar's first) in the brand colour, unless the page has its
 * own primary button (`primary={false}`: a style's Book this look, whose group then is what the phone's bar
 * steps aside for, so the list does not name itself for it too).
 */
export function ContactList({
  buttons,
  label,
  className = "",
  primary = true,
}: {
  buttons: ContactButton[];
  label: string;
  className?: string;
  primary?: boolean;
}) {
  if (buttons.length === 0) return null;
  const first = primary ? quickContacts(buttons)[0] : null;
  return (
    // The phone's bar (ContactBar) steps aside while this list is in view (visitor.css).
    <ul aria-label={label} data-contact-list={primary ? "" : undefined} className={`flex flex-wrap gap-2 ${className}`}>
      {buttons.map((button) => (
        <li key={button.key}>
          <a
            href={button.href}
            ping={button.ping ?? undefined}
            data-contact={button.key}
            {...linkTarget(button)}
            className={button === first ? "btn-primary" : "btn-secondary"}
          >
            <ButtonIcon name={button.key} />
            {button.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * On phones, the two most useful channels stay at the bottom of the screen
 * while the shop's page scrolls (sticky to the end of the page's content, so
 * the footer is never covered), except while the page's own list of them is in
 * view (visitor.css): then the bar would only cover it. From 640 px the page
 * shows them itself.
 */
export function ContactBar({ buttons, name }: { buttons: ContactButton[]; name: string }) {
  const quick = quickContacts(buttons);
  if (quick.length === 0) return null;
  return (
    <nav
      aria-label={`Reach ${name}`}
      data-contact-bar
      className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-line bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-6px_16px_rgb(20_18_26/0.08)] backdrop-blur sm:hidden"
    >
      <ul className="flex gap-2">
        {quick.map((button, index) => (
          <li key={button.key} className="min-w-0 flex-1">
            <a
              href={button.href}
              ping={button.ping ?? undefined}
              {...linkTarget(button)}
              className={`${index === 0 ? "btn-primary" : "btn-secondary"} w-full px-3`}
            >
              <ButtonIcon name={button.key} />
              <span className="truncate">{button.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "● Open now · until 19:00": nothing when the shop has not given its hours. */
export function OpeningStatusLine({
  hours,
  timeZone,
  now,
  className = "",
}: {
  hours: OpeningHours | null;
  timeZone: string;
  now: number;
  className?: string;
}) {
  if (!hours) return null;
  const status = openingStatus(hours, now, timeZone);
  const { headline, detail } = describeOpeningStatus(status);
  return (
    <p data-opening-status className={`flex items-center gap-2 text-sm ${className}`}>
      <span
        aria-hidden="true"
        className={`size-2.5 shrink-0 rounded-full ${status.open ? "bg-success" : "bg-ink-soft/40"}`}
      />
      <span>
        <strong className={status.open ? "text-success" : "text-ink"}>{headline}</strong>
        {detail ? <span className="text-ink-soft"> · {detail}</span> : null}
      </span>
    </p>
  );
}

/** The week, today marked: "Tuesday 09:00–18:00", "Monday Closed". */
export function OpeningHoursTable({ hours, timeZone, now }: { hours: OpeningHours; timeZone: string; now: number }) {
  const today = localTime(now, timeZone).day;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{OPENING_HOURS_LABEL}</caption>
      <tbody>
        {WEEKDAYS.map((day) => (
          <tr
            key={day}
            aria-current={day === today ? "date" : undefined}
            className="border-b border-line last:border-0 aria-[current=date]:font-semibold"
          >
            <th scope="row" className="py-2 pr-4 text-left font-[inherit]">
              {WEEKDAY_NAMES[day]}
              {day === today ? <span className="sr-only"> (today)</span> : null}
            </th>
            <td className={`py-2 text-right tabular-nums ${hours[day] ? "" : "text-ink-soft"}`}>
              {openingDayText(hours[day])}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Share: with JavaScript where the browser has a share sheet (phones), the
 * button opens it; everywhere else it opens a field holding the page's link,
 * selected to copy, and links to send it by WhatsApp or e-mail.
 */
export function ShareBox({ url, title, className = "" }: { url: string; title: string; className?: string }) {
  const text = `${title} ${url}`;
  return (
    <details data-share className={`relative ${className}`}>
      <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <ButtonIcon name="share" />
        Share
      </summary>
      {/* Under the button, over what follows from 640 px, so nothing beside it moves. */}
      <div className="mt-3 rounded-2xl border border-line bg-white p-4 text-left shadow-sm sm:absolute sm:top-full sm:left-0 sm:z-20 sm:mt-2 sm:w-80 sm:shadow-xl">
        <label htmlFor="share-link" className="text-sm font-semibold">
          Link to this page
        </label>
        <input
          id="share-link"
          readOnly
          value={url}
          data-share-link
          className="mt-1 block w-full min-w-0 rounded-lg border border-line bg-paper px-3 py-2 text-sm"
        />
        <p className="mt-2 flex flex-wrap items-center gap-x-3 text-sm">
          <span className="text-ink-soft">Send it by</span>
          <a
            href={`https://wa.me/?text=${encodeURIComponent(text)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
          >
            WhatsApp
          </a>
          <a
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
          >
            E-mail
          </a>
        </p>
      </div>
    </details>
  );
}
