import type { PublicProfile } from "@contract/visitor";
import { JsonLd, shareMeta } from "~/components/visitor-ui";
import type { ContactButton } from "~/lib/public-links";
import { aboutMePath, stylistPath } from "~/lib/public-links";

/** Parts of the about-me and stylist pages (issue 10): the avatar, contact buttons, address and schema.org data. */

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

const ICONS: Record<string, string> = {
  slideshow: "M3 5h18v12H3zM8 21h8M12 17v4",
  website:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z",
  order: "M4 6h16l-1.5 9h-13zM9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM4 6 3 3",
  call: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  whatsapp: "M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z",
  telegram: "M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l8-6",
  instagram: "M4 4h16v16H4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17 6.5h.01",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z",
};

export function ButtonIcon({ name }: { name: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[name] ?? ""} />
    </svg>
  );
}

export function ContactButtons({
  buttons,
  label,
}: {
  buttons: (ContactButton & { primary?: boolean })[];
  label: string;
}) {
  if (buttons.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap justify-center gap-2 sm:justify-start">
      {buttons.map((button) => (
        <li key={button.key}>
          <a
            href={button.href}
            data-contact={button.key}
            {...(button.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className={button.primary ? "btn-primary" : "btn-secondary"}
          >
            <ButtonIcon name={button.key} />
            {button.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "Oranienstraße 25, 10999 Berlin" from whatever parts are filled. */
export function addressLine(profile: Pick<PublicProfile, "address" | "zip_code" | "city">) {
  const town = [profile.zip_code, profile.city].filter(Boolean).join(" ");
  return [profile.address, town].filter(Boolean).join(", ");
}

/** "€20–€45", or null unless both ends are given. */
export function priceRange(profile: Pick<PublicProfile, "price_min" | "price_max">) {
  return profile.price_min !== null && profile.price_max !== null
    ? `€${profile.price_min}–€${profile.price_max}`
    : null;
}

/** schema.org HairSalon (a LocalBusiness) with the address and the profile's links. */
function businessJsonLd(profile: PublicProfile, origin: string, links: string[]) {
  return {
    "@context": "https://schema.org",
    "@type": "HairSalon",
    "@id": `${origin}${aboutMePath(profile)}`,
    name: profile.company || profile.fullname,
    url: `${origin}${aboutMePath(profile)}`,
    ...(profile.about_me ? { description: profile.about_me } : {}),
    ...(profile.avatar ? { image: `${origin}${profile.avatar}` } : {}),
    ...(profile.telephone ? { telephone: profile.telephone } : {}),
    address: {
      "@type": "PostalAddress",
      ...(profile.address ? { streetAddress: profile.address } : {}),
      ...(profile.zip_code ? { postalCode: profile.zip_code } : {}),
      ...(profile.city ? { addressLocality: profile.city } : {}),
      ...(profile.state ? { addressRegion: profile.state } : {}),
      ...(profile.country ? { addressCountry: profile.country } : {}),
    },
    ...(priceRange(profile) ? { priceRange: priceRange(profile) } : {}),
    sameAs: [...links, `${origin}${stylistPath(profile)}`],
  };
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

/** The page's schema.org data, linked to the contact buttons that leave the site. */
export function BusinessJsonLd({
  profile,
  origin,
  contacts,
}: {
  profile: PublicProfile;
  origin: string;
  contacts: ContactButton[];
}) {
  const links = contacts.filter((contact) => contact.external).map((contact) => contact.href);
  return <JsonLd data={businessJsonLd(profile, origin, links)} />;
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
  const image = profile.styles[0]?.cover ?? profile.avatar;
  return shareMeta({
    title: `${page.title(profile)} | Stylecast`,
    description: profileDescription(profile),
    url: `${origin}${page.path(profile)}`,
    image: image ? `${origin}${image}` : null,
  });
}
