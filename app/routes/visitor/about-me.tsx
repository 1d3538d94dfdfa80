import { getPublicProfile } from "@contract/endpoints/visitor";
import { StyleGrid, VisitorScript, visitorHandle } from "~/components/visitor-ui";
import { api } from "~/lib/api-client.server";
import { aboutMePath, companySlug, contactButtons, slideshowPath, stylistPath } from "~/lib/public-links";
import { loadCanonical } from "~/lib/public-page.server";
import type { Route } from "./+types/about-me";
import { addressLine, BusinessJsonLd, ContactButtons, ProfileAvatar, priceRange, profileMeta } from "./profile-parts";

/** Spec §2 Public about-me page: `/{barbershop_name}/me?account_id=…`. */
export const handle = visitorHandle;

export async function loader(args: Route.LoaderArgs) {
  const accountId = new URL(args.request.url).searchParams.get("account_id");
  const { record: profile, origin } = await loadCanonical(
    args,
    accountId,
    (id) => api(args, getPublicProfile, { params: { id } }),
    {
      isAt: (profile) => args.params.barbershop === companySlug(profile.company) && profile.account_id === accountId,
      path: aboutMePath,
    },
  );
  return { profile, origin };
}

export default function AboutMe({ loaderData: { profile, origin } }: Route.ComponentProps) {
  const name = profile.company || profile.fullname || "Stylist";
  const contacts = contactButtons(profile);
  const buttons = [
    { key: "slideshow", label: "Slideshow", href: slideshowPath(profile), external: false, primary: true },
    ...contacts,
  ];
  const address = addressLine(profile);
  return (
    <article>
      <header className="bg-ink px-4 pt-10 pb-16 text-center text-white sm:pt-14">
        <p className="text-xs font-semibold tracking-[0.2em] text-white/70 uppercase">About us</p>
      </header>
      <div className="mx-auto -mt-14 max-w-4xl px-4 sm:px-6">
        <section className="card flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
          <ProfileAvatar profile={profile} />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">{name}</h1>
            {address ? (
              <p className="mt-1 text-sm text-ink-soft">
                <span className="sr-only">Address: </span>
                {address}
              </p>
            ) : null}
            {profile.about_me ? (
              <blockquote className="mt-4 text-base leading-relaxed text-ink-soft italic">
                “{profile.about_me}”
              </blockquote>
            ) : null}
            <div className="mt-5">
              <ContactButtons buttons={buttons} label={`Contact ${name}`} />
            </div>
            {/* Spec §2: the price range block exists but is hidden. */}
            <div hidden data-price-range>
              {priceRange(profile)}
            </div>
            <p className="mt-4 text-sm">
              <a href={stylistPath(profile)} className="font-semibold text-brand-dark underline">
                Stylist card
              </a>
            </p>
          </div>
        </section>

        <section aria-labelledby="portfolio" className="py-10">
          <h2 id="portfolio" className="text-xl font-bold">
            Portfolio
          </h2>
          {profile.styles.length ? (
            <StyleGrid
              cards={profile.styles}
              priorityCount={2}
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
      <BusinessJsonLd profile={profile} origin={origin} contacts={contacts} />
      <VisitorScript />
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  profileMeta(loaderData, {
    title: (profile) => `${profile.company || profile.fullname || "Stylist"}${profile.city ? `, ${profile.city}` : ""}`,
    path: aboutMePath,
  });
