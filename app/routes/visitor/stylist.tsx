import { data, redirect } from "react-router";
import type { Route } from "./+types/stylist";
import { aboutMePath, companySlug, facebookLink, stylistPath, telegramLink, telLink, whatsappLink } from "./links";
import { addressLine, businessJsonLd, ContactButtons, ProfileAvatar, profileDescription } from "./profile-parts";
import { failWith, getProfile } from "./visitor-api.server";
import {
  CoverImage,
  JsonLd,
  StyleGrid,
  shareMeta,
  styleAlt,
  TagList,
  VisitorScript,
  visitorHandle,
} from "./visitor-ui";

/** Spec §2 stylist page, `/{barbershop_name}/stylist/{stylist_id}`: the barber card of spec §3. */
export const handle = visitorHandle;

export async function loader(args: Route.LoaderArgs) {
  const { stylistId, barbershop } = args.params;
  if (stylistId.length > 64) throw data(null, { status: 404 });
  const result = await getProfile(args, stylistId);
  if (!result.ok) failWith(result);
  const profile = result.data;
  if (barbershop !== companySlug(profile.company) || stylistId !== profile.account_id) {
    throw redirect(stylistPath(profile), 301);
  }
  return { profile, origin: new URL(args.request.url).origin };
}

/** The barber card's contact buttons (spec §3: facebook, whatsapp, telegram, telephone), active ones only. */
function cardContacts(profile: Route.ComponentProps["loaderData"]["profile"]) {
  const links: [string, string, string | null][] = [
    ["call", "Call", telLink(profile.telephone)],
    ["whatsapp", "Whatsapp", whatsappLink(profile.whatsapp)],
    ["telegram", "Telegram", telegramLink(profile.telegram)],
    ["facebook", "Facebook", facebookLink(profile.facebook)],
  ];
  return links.flatMap(([key, label, href]) => (href ? [{ key, label, href, external: key !== "call" }] : []));
}

export default function Stylist({ loaderData: { profile, origin } }: Route.ComponentProps) {
  const barberName = profile.fullname || profile.company || "Stylist";
  const contacts = cardContacts(profile);
  const [first, second, ...gallery] = profile.styles;
  const cardImages = [first, second].filter((card) => card?.cover) as NonNullable<typeof first>[];
  // "Berlin, Berlin" says it twice: a city-state is named once.
  const location = [...new Set([profile.city, profile.state].filter(Boolean))].join(", ");
  const hasPrice = profile.price_min !== null && profile.price_max !== null;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:items-start">
        <section className="card flex flex-col items-center gap-4 text-center">
          <ProfileAvatar profile={profile} size={128} />
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight">{barberName}</h1>
            {profile.job_title || profile.company ? (
              <p className="mt-1 text-sm text-ink-soft">
                {[profile.job_title, profile.company].filter(Boolean).join(" at ")}
              </p>
            ) : null}
          </div>
          <dl className="grid w-full grid-cols-2 gap-3 text-left text-sm">
            <div className="rounded-xl bg-paper p-3">
              <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Location</dt>
              <dd className="mt-0.5 font-medium">{location || addressLine(profile) || "Not given"}</dd>
            </div>
            <div className="rounded-xl bg-paper p-3">
              <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Price range</dt>
              <dd className="mt-0.5 font-medium">
                {hasPrice ? `€${profile.price_min}–€${profile.price_max}` : "On request"}
              </dd>
            </div>
          </dl>
          {profile.about_me ? <p className="text-ink-soft">{profile.about_me}</p> : null}
          <ContactButtons buttons={contacts} label={`Contact ${barberName}`} />
          <TagList tags={profile.tags} />
          <a href={aboutMePath(profile)} className="btn-secondary w-full sm:w-auto">
            View Profile
          </a>
        </section>

        {cardImages.length ? (
          <section aria-label="Featured styles" className="grid grid-cols-2 gap-3">
            {cardImages.map((card, index) => (
              <a
                key={card.id}
                href={`/${companySlug(card.company)}/${card.id}/style`}
                className="block overflow-hidden rounded-2xl"
              >
                <CoverImage
                  cover={card.cover ?? ""}
                  thumb={card.thumb}
                  alt={styleAlt(card)}
                  sizes="(min-width: 768px) 260px, 50vw"
                  priority={index === 0}
                />
              </a>
            ))}
          </section>
        ) : null}
      </div>

      {gallery.length ? (
        <section aria-labelledby="gallery" className="mt-10">
          <h2 id="gallery" className="text-xl font-bold">
            Gallery
          </h2>
          <StyleGrid cards={gallery} showCompany={false} headingLevel={3} className="mt-4" />
        </section>
      ) : null}
      {profile.styles.length === 0 ? <p className="mt-10 text-center text-ink-soft">No styles to show yet.</p> : null}
      <JsonLd
        data={businessJsonLd(
          profile,
          origin,
          contacts.filter((c) => c.external).map((c) => c.href),
        )}
      />
      <VisitorScript />
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  if (!loaded) return [{ title: "Page not found | Stylecast" }];
  const { profile, origin } = loaded;
  const image = profile.styles[0]?.cover ?? profile.avatar;
  return shareMeta({
    title: `${profile.fullname || profile.company || "Stylist"}${profile.company && profile.fullname ? ` at ${profile.company}` : ""} | Stylecast`,
    description: profileDescription(profile),
    url: `${origin}${stylistPath(profile)}`,
    image: image ? `${origin}${image}` : null,
  });
};
