import { contactButtons, directionsLink } from "@contract/contact-links";
import { getPublicProfile } from "@contract/endpoints/visitor";
import { OPENING_HOURS_LABEL } from "@contract/opening-hours";
import { aboutMePath, companySlug, slideshowPath, stylistPath } from "@contract/public-paths";
import { priceRangeLabel, SERVICE_TEXTS } from "@contract/services";
import { carryVia, tapPath, viaOf } from "@contract/visits";
import { StyleGrid, shopPageHandle, VisitorScript } from "~/components/visitor-ui";
import { api } from "~/lib/api-client.server";
import { loadCanonical } from "~/lib/public-page.server";
import type { Route } from "./+types/about-me";
import { ButtonIcon, ContactBar, ContactList, OpeningHoursTable, OpeningStatusLine, ShareBox } from "./contact-parts";
import { addressLine, BusinessJsonLd, ProfileAvatar, profileMeta, ServiceList } from "./profile-parts";

/**
 * Spec §2 Public about-me page: `/{barbershop_name}/me?account_id=…`. Contact
 * first (issue 25, decisions.md "About-me buttons"): the shop's channels lead,
 * a phone keeps the two most useful at the bottom of the screen, and the
 * Slideshow button of spec §2 is a quiet link for shop owners at the end.
 */
export const handle = shopPageHandle;

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const accountId = url.searchParams.get("account_id");
  const { record: profile, origin } = await loadCanonical(
    args,
    accountId,
    (id) => api(args, getPublicProfile, { params: { id } }),
    {
      isAt: (profile) => args.params.barbershop === companySlug(profile.company) && profile.account_id === accountId,
      path: aboutMePath,
    },
  );
  // "Open now" is said as of this render (the edge keeps a page 10 s, stale for 60 s more).
  return { profile, origin, now: Date.now(), via: viaOf(url) };
}

export default function AboutMe({ loaderData: { profile, origin, now, via } }: Route.ComponentProps) {
  const name = profile.company || profile.fullname || "Stylist";
  const contacts = contactButtons(profile, { accountId: profile.account_id, via });
  const address = addressLine(profile);
  // The route in the phone's maps app, counted as a tap like the shop's channels (issue 36).
  const directions = directionsLink(profile) ? tapPath("directions", profile.account_id, { via }) : null;
  const url = `${origin}${aboutMePath(profile)}`;
  const range = priceRangeLabel(profile);
  return (
    <article>
      <header className="bg-ink px-4 pt-10 pb-16 text-center text-white sm:pt-14">
        <p className="text-xs font-semibold tracking-[0.2em] text-white/70 uppercase">About us</p>
      </header>
      <div className="mx-auto -mt-14 max-w-4xl px-4 sm:px-6">
        <section className="card flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
          <ProfileAvatar profile={profile} />
          <div className="w-full min-w-0 flex-1">
            <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">{name}</h1>
            {address ? (
              <p className="mt-1 text-sm text-ink-soft">
                <span className="sr-only">Address: </span>
                {address}
                {directions ? " " : null}
                {directions ? (
                  // The separator wraps with the link: no line ends in a lone "·".
                  <span className="whitespace-nowrap">
                    {"· "}
                    <a
                      href={directions}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-contact="directions"
                      className="font-semibold text-brand-dark underline underline-offset-2"
                    >
                      Directions
                    </a>
                  </span>
                ) : null}
              </p>
            ) : null}
            <OpeningStatusLine
              hours={profile.opening_hours}
              timeZone={profile.time_zone}
              now={now}
              className="mt-2 justify-center sm:justify-start"
            />
            <ContactList
              buttons={contacts}
              label={`Contact ${name}`}
              className="mt-5 justify-center sm:justify-start"
            />
            {profile.about_me ? (
              <blockquote className="mt-5 text-base leading-relaxed text-ink-soft italic">
                “{profile.about_me}”
              </blockquote>
            ) : null}
            {range ? (
              // Spec §2's price range block, shown since issue 37 derives it from the services.
              <p className="mt-3 text-sm font-semibold" data-price-range>
                {SERVICE_TEXTS.prices} {range}
              </p>
            ) : null}
            <div className="mt-5 flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              <ShareBox url={url} title={name} className="w-full sm:w-auto" />
              <a
                href={carryVia(stylistPath(profile), via)}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline"
              >
                Stylist card
              </a>
            </div>
          </div>
        </section>

        <div className="grid gap-x-10 md:grid-cols-[minmax(0,1fr)_16rem]">
          {profile.opening_hours ? (
            <section aria-labelledby="opening-hours" className="pt-10 md:order-last">
              <h2 id="opening-hours" className="text-xl font-bold">
                {OPENING_HOURS_LABEL}
              </h2>
              <div className="mt-4 rounded-2xl border border-line bg-white px-4 py-1">
                <OpeningHoursTable hours={profile.opening_hours} timeZone={profile.time_zone} now={now} />
              </div>
            </section>
          ) : null}

          <div className="min-w-0">
            {profile.services.length ? (
              <section aria-labelledby="services" className="pt-10">
                <h2 id="services" className="text-xl font-bold">
                  {SERVICE_TEXTS.listTitle}
                </h2>
                <ServiceList services={profile.services} className="mt-4" />
              </section>
            ) : null}

            <section aria-labelledby="portfolio" className="min-w-0 pt-10">
              <h2 id="portfolio" className="text-xl font-bold">
                Portfolio
              </h2>
              {profile.styles.length ? (
                <StyleGrid
                  via={via}
                  cards={profile.styles}
                  // Opening hours and services come before the portfolio on a phone: then its first pictures
                  // are below the first screen and must not take the connection from what is on it. Else the
                  // first is the LCP picture, fetched alone first (as on Explore).
                  priorityCount={profile.opening_hours || profile.services.length ? 0 : 1}
                  showCompany={false}
                  headingLevel={3}
                  wide={false}
                  className="mt-4"
                />
              ) : (
                <p className="mt-4 text-ink-soft">No styles to show yet.</p>
              )}
            </section>
          </div>
        </div>

        {/* Spec §2's Slideshow button: for the shop's own screens, so it comes last and says what it opens. */}
        <p className="mt-10 border-t border-line pt-6 pb-4 text-sm text-ink-soft">
          Run this shop's screens?{" "}
          <a
            href={slideshowPath(profile)}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink underline"
          >
            <ButtonIcon name="slideshow" />
            Open the shop's TV slideshow
          </a>
        </p>
        <ContactBar buttons={contacts} name={name} />
      </div>
      <BusinessJsonLd profile={profile} origin={origin} />
      <VisitorScript />
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  profileMeta(loaderData, {
    title: (profile) => `${profile.company || profile.fullname || "Stylist"}${profile.city ? `, ${profile.city}` : ""}`,
    path: aboutMePath,
  });
