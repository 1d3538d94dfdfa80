import { contactButtons } from "@contract/contact-links";
import { getPublicProfile } from "@contract/endpoints/visitor";
import { aboutMePath, companySlug, stylistPath } from "@contract/public-paths";
import { priceRangeLabel } from "@contract/services";
import { carryVia, viaOf } from "@contract/visits";
import { CoverPicture } from "~/components/cover-picture";
import { StyleGrid, shopPageHandle, styleAlt, TagList, VisitorScript } from "~/components/visitor-ui";
import { api } from "~/lib/api-client.server";
import { loadCanonical } from "~/lib/public-page.server";
import type { Route } from "./+types/stylist";
import { ContactList, OpeningStatusLine } from "./contact-parts";
import { addressLine, BusinessJsonLd, ProfileAvatar, profileMeta } from "./profile-parts";

/** Spec §2 stylist page, `/{barbershop_name}/stylist/{stylist_id}`: the barber card of spec §3. */
export const handle = shopPageHandle;

export async function loader(args: Route.LoaderArgs) {
  const { stylistId, barbershop } = args.params;
  const { record: profile, origin } = await loadCanonical(
    args,
    stylistId,
    (id) => api(args, getPublicProfile, { params: { id } }),
    {
      isAt: (profile) => barbershop === companySlug(profile.company) && stylistId === profile.account_id,
      path: stylistPath,
    },
  );
  return { profile, origin, now: Date.now(), via: viaOf(new URL(args.request.url)) };
}

/** The barber card's contact buttons (spec §3: facebook, whatsapp, telegram, telephone), active ones only. */
const CARD_CONTACTS = new Set(["call", "whatsapp", "telegram", "facebook"]);

export default function Stylist({ loaderData: { profile, origin, now, via } }: Route.ComponentProps) {
  const barberName = profile.fullname || profile.company || "Stylist";
  const contacts = contactButtons(profile, { accountId: profile.account_id, via }).filter((button) =>
    CARD_CONTACTS.has(button.key),
  );
  const [first, second, ...gallery] = profile.styles;
  const cardImages = [first, second].filter((card) => card?.cover) as NonNullable<typeof first>[];
  // "Berlin, Berlin" says it twice: a city-state is named once.
  const location = [...new Set([profile.city, profile.state].filter(Boolean))].join(", ");
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
            <OpeningStatusLine
              hours={profile.opening_hours}
              timeZone={profile.time_zone}
              now={now}
              className="mt-2 justify-center"
            />
          </div>
          <dl className="grid w-full grid-cols-2 gap-3 text-left text-sm">
            <div className="rounded-xl bg-paper p-3">
              <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Location</dt>
              <dd className="mt-0.5 font-medium">{location || addressLine(profile) || "Not given"}</dd>
            </div>
            <div className="rounded-xl bg-paper p-3">
              <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Price range</dt>
              <dd className="mt-0.5 font-medium">{priceRangeLabel(profile) ?? "On request"}</dd>
            </div>
          </dl>
          {profile.about_me ? <p className="text-ink-soft">{profile.about_me}</p> : null}
          <ContactList buttons={contacts} label={`Contact ${barberName}`} className="justify-center" />
          <TagList tags={profile.tags} />
          <a href={carryVia(aboutMePath(profile), via)} className="btn-secondary w-full sm:w-auto">
            View Profile
          </a>
        </section>

        {cardImages.length ? (
          <section aria-label="Featured styles" className="grid grid-cols-2 gap-3">
            {cardImages.map((card, index) => (
              <a
                key={card.id}
                href={carryVia(`/${companySlug(card.company)}/${card.id}/style`, via)}
                className="block overflow-hidden rounded-2xl"
              >
                <CoverPicture
                  sources={{ cover: card.cover ?? "", thumb: card.thumb, pictures: card.pictures }}
                  alt={styleAlt(card)}
                  sizes="(min-width: 768px) 260px, calc(50vw - 22px)"
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
          <StyleGrid cards={gallery} via={via} showCompany={false} headingLevel={3} className="mt-4" />
        </section>
      ) : null}
      {profile.styles.length === 0 ? <p className="mt-10 text-center text-ink-soft">No styles to show yet.</p> : null}
      <BusinessJsonLd profile={profile} origin={origin} />
      <VisitorScript />
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  profileMeta(loaderData, {
    title: (profile) =>
      `${profile.fullname || profile.company || "Stylist"}${profile.company && profile.fullname ? ` at ${profile.company}` : ""}`,
    path: stylistPath,
  });
