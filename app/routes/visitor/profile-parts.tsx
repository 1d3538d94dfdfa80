import { webLink } from "@contract/contact-links";
import { durationLabel, priceLabel, SERVICE_TEXTS } from "@contract/services";
import type { PublicProfile } from "@contract/visitor";
import { JsonLd, shareMeta } from "~/components/visitor-ui";
import { businessJsonLd } from "~/lib/json-ld";

/** Parts of the about-me and stylist pages (issue 10): the avatar, address, services, schema.org data and meta. */

export function ProfileAvatar({ profile, size = 112 }: { profile: PublicProfile; size?: number }) {
  const name = profile.company || profile.fullname || "Stylist";
  if (!profile.avatar) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className="grid shrink-0 place-items-center rounded-full bg-brand-soft text-4xl font-bold text-brand-dark ring-4 ring-white"
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={profile.avatar}
      alt=""
      width={size}
      height={size}
      fetchPriority="high"
      className="media-image shrink-0 rounded-full object-cover ring-4 ring-white"
      style={{ width: size, height: size }}
    />
  );
}

/** "Oranienstraße 25, 10999 Berlin" from whatever parts are filled. */
export function addressLine(profile: Pick<PublicProfile, "address" | "zip_code" | "city">) {
  const town = [profile.zip_code, profile.city].filter(Boolean).join(" ");
  return [profile.address, town].filter(Boolean).join(", ");
}

/**
 * The shop's services (issue 37), a short list in the owner's order: name, price, duration and the service's
 * own booking link, straight to it (the tap redirect /t/book/… leads to the shop's link, not a service's).
 */
export function ServiceList({ services, className }: { services: PublicProfile["services"]; className?: string }) {
  return (
    <ul className={`divide-y divide-line rounded-2xl border border-line bg-white ${className ?? ""}`}>
      {services.map((service) => {
        const link = webLink(service.booking_link);
        return (
          <li key={service.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-0.5 px-4 py-3">
            <span className="min-w-0 flex-1 font-semibold break-words">{service.name}</span>
            <span className="font-semibold whitespace-nowrap tabular-nums">{priceLabel(service)}</span>
            {service.duration_minutes !== null || link ? (
              <span className="flex basis-full flex-wrap gap-x-3 text-sm text-ink-soft">
                {service.duration_minutes !== null ? <span>{durationLabel(service.duration_minutes)}</span> : null}
                {link ? (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SERVICE_TEXTS.bookOnline}: ${service.name}`}
                    className="inline-flex min-h-6 items-center font-semibold text-brand-dark underline underline-offset-2"
                  >
                    {SERVICE_TEXTS.bookOnline}
                  </a>
                ) : null}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A profile's one-line description for search results and shared links. */
function profileDescription(profile: PublicProfile) {
  const where = profile.city ? ` in ${profile.city}` : "";
  const about = profile.about_me ? ` ${profile.about_me}` : "";
  return `${profile.company || profile.fullname || "A stylist"}${where} on Stylecast: styles, contact and slideshow.${about}`.slice(
    0,
    300,
  );
}

/** The shop's schema.org data (app/lib/json-ld.ts). */
export function BusinessJsonLd({ profile, origin }: { profile: PublicProfile; origin: string }) {
  return <JsonLd data={businessJsonLd(profile, origin)} />;
}

/**
 * A profile page's meta: its share tags, with the newest style's cover (else
 * the avatar) as the picture, or the 404 page's title when nothing loaded.
 */
export function profileMeta(
  loaded: { profile: PublicProfile; origin: string } | undefined,
  page: { title: (profile: PublicProfile) => string; path: (profile: PublicProfile) => string },
) {
  if (!loaded) return [{ title: "Page not found | Stylecast" }];
  const { profile, origin } = loaded;
  const cover = profile.styles[0]?.cover;
  const image = cover ?? profile.avatar;
  const name = profile.company || profile.fullname || "Stylist";
  return shareMeta({
    title: `${page.title(profile)} | Stylecast`,
    description: profileDescription(profile),
    url: `${origin}${page.path(profile)}`,
    image: image ? `${origin}${image}` : null,
    imageAlt: cover ? `A style by ${name}` : name,
    imageIsCover: Boolean(cover),
  });
}
