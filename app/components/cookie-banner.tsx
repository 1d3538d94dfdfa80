import { use } from "react";
import { type FetcherWithComponents, useFetcher, useLocation } from "react-router";
import { Link, PageScripts } from "./page-links";

/**
 * Spec §2 cookie banner. A fetcher (no page change) where the page runs React
 * Router; a plain form on a page without scripts, which has no router to
 * post through (and so skips the fetcher's hooks while rendering).
 *
 * It floats over the bottom of the screen, except `inline` (a shop's pages,
 * issue 36): there a phone keeps the shop's Call and WhatsApp at the bottom,
 * and a visitor from a screen's QR code always comes with the banner up, so
 * it takes its own room above the header, in the page as the server sent it
 * (nothing moves when it loads) and scrolled away with the top of the page.
 */
export function CookieBanner({ inline = false }: { inline?: boolean }) {
  const place = inline ? PLACES.inline : PLACES.floating;
  return use(PageScripts) ? <FetcherCookieBanner place={place} /> : <CookieBannerForm Form="form" place={place} />;
}

type Place = { section: string; form: string };

const PLACES = {
  floating: {
    section:
      "fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-2xl border border-line bg-white px-4 py-3 shadow-xl sm:inset-x-6 sm:bottom-3",
    form: "",
  },
  // As wide as the header under it, its content lined up with the header's.
  inline: { section: "border-b border-line bg-white py-3", form: "mx-auto max-w-6xl px-4 sm:px-6" },
} satisfies Record<string, Place>;

function FetcherCookieBanner({ place }: { place: Place }) {
  const fetcher = useFetcher();
  if (fetcher.state !== "idle" || fetcher.data !== undefined) return null;
  return <CookieBannerForm Form={fetcher.Form} place={place} />;
}

function CookieBannerForm({ Form, place }: { Form: FetcherWithComponents<unknown>["Form"] | "form"; place: Place }) {
  const location = useLocation();
  return (
    <section aria-label="Cookie consent" className={place.section}>
      <Form
        method="post"
        action="/cookie-consent"
        className={`flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4 ${place.form}`}
      >
        <p className="flex-1 text-[13px] leading-snug text-ink-soft sm:text-sm">
          Cookies keep you signed in and, if you allow it, help us learn what works and what doesn't.{" "}
          <Link to="/cookies" className="font-semibold whitespace-nowrap text-ink underline">
            Read more
          </Link>
        </p>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <div className="flex gap-2">
          <button
            type="submit"
            name="consent"
            value="rejected"
            className="btn-secondary flex-1 whitespace-nowrap sm:flex-none"
          >
            Reject
          </button>
          <button
            type="submit"
            name="consent"
            value="accepted"
            className="btn-primary flex-1 whitespace-nowrap sm:flex-none"
          >
            Accept Cookies
          </button>
        </div>
      </Form>
    </section>
  );
}
