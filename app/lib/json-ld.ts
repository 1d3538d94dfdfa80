import { facebookLink, instagramLink, webLink } from "@contract/contact-links";
import type { OpeningHours } from "@contract/opening-hours";
import { aboutMePath, styleDetailPath } from "@contract/public-paths";
import { priceRangeLabel } from "@contract/services";
import { WEEKDAY_NAMES, WEEKDAYS } from "@contract/shop-clock";
import { styleTitle } from "@contract/style-labels";
import type { BusinessType, PublicProfile, PublicShop, PublicStyle } from "@contract/visitor";
import type {
  BeautySalon,
  DayOfWeek,
  HairSalon,
  ImageObject,
  LocalBusiness,
  NailSalon,
  Offer,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  VideoObject,
  WithContext,
} from "schema-dts";

/**
 * The visitor pages' schema.org data (issue 25 point 3), typed against
 * schema.org with `schema-dts`: about-me is the shop (HairSalon — barbers
 * too: schema.org has no BarberShop —, BeautySalon, NailSalon or
 * LocalBusiness, as the API says it is) with its address,
 * telephone, links and opening hours; a style is an ImageObject or a
 * VideoObject whose creator is the shop, and which offers the shop's Service
 * it is, at its price (issue 37). URLs are absolute.
 */

/** The schema.org types a shop may be: each a LocalBusiness. */
type Business = Exclude<HairSalon | BeautySalon | NailSalon | LocalBusiness, string>;
type BusinessNode = Business & { "@type": BusinessType };

/** Media URLs are paths of this site (contract/media-url.ts). */
const absolute = (origin: string, path: string | null) => (path ? `${origin}${path}` : undefined);

/**
 * Days with the same range share one specification: "Tuesday, Wednesday, Friday 09:00–18:00"; a day with a
 * break has one per range. Closed days are left out.
 */
export function openingHoursSpecification(hours: OpeningHours): OpeningHoursSpecification[] {
  const byRange = new Map<string, DayOfWeek[]>();
  for (const day of WEEKDAYS) {
    for (const range of hours[day] ?? []) {
      const key = `${range.from}-${range.to}`;
      byRange.set(key, [...(byRange.get(key) ?? []), WEEKDAY_NAMES[day] as DayOfWeek]);
    }
  }
  return [...byRange].map(([key, days]) => {
    const [opens, closes] = key.split("-") as [string, string];
    return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes };
  });
}

function postalAddress(shop: Pick<PublicShop, "address" | "zip_code" | "city"> & { state?: string | null }) {
  const address: PostalAddress = {
    "@type": "PostalAddress",
    ...(shop.address ? { streetAddress: shop.address } : {}),
    ...(shop.zip_code ? { postalCode: shop.zip_code } : {}),
    ...(shop.city ? { addressLocality: shop.city } : {}),
    ...(shop.state ? { addressRegion: shop.state } : {}),
  };
  return address;
}

/** The shop's own pages elsewhere: its website, Instagram and Facebook. */
function sameAs(shop: Pick<PublicShop, "domain" | "instagram" | "facebook">) {
  return [webLink(shop.domain), instagramLink(shop.instagram), facebookLink(shop.facebook)].filter(
    (link): link is string => link !== null,
  );
}

/** The shop as a node: its name and page, what a style's `creator` refers to. */
function shopReference(shop: PublicShop, origin: string): BusinessNode {
  const url = `${origin}${aboutMePath(shop)}`;
  return { "@type": shop.business_type, "@id": url, name: shop.company ?? "Stylist", url } as BusinessNode;
}

/** About-me: the shop with everything a search result shows. */
export function businessJsonLd(profile: PublicProfile, origin: string): WithContext<Business> {
  const url = `${origin}${aboutMePath(profile)}`;
  const image = absolute(origin, profile.avatar ?? profile.styles[0]?.cover ?? null);
  const links = sameAs(profile);
  const hours = profile.opening_hours ? openingHoursSpecification(profile.opening_hours) : [];
  const range = priceRangeLabel(profile);
  const business = {
    "@context": "https://schema.org",
    "@type": profile.business_type,
    "@id": url,
    name: profile.company || profile.fullname || "Stylist",
    url,
    ...(profile.about_me ? { description: profile.about_me } : {}),
    ...(image ? { image } : {}),
    ...(profile.telephone ? { telephone: profile.telephone } : {}),
    address: { ...postalAddress(profile), ...(profile.country ? { addressCountry: profile.country } : {}) },
    ...(range ? { priceRange: range } : {}),
    ...(links.length ? { sameAs: links } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
  } satisfies WithContext<BusinessNode>;
  return business;
}

/** A style: its first picture (ImageObject) or video (VideoObject), made by the shop. */
export function styleJsonLd(style: PublicStyle, origin: string): WithContext<ImageObject | VideoObject> {
  const name = `${styleTitle(style)}${style.company ? ` by ${style.company}` : ""}`;
  const first = style.media[0];
  const creator = shopReference(style.shop, origin) as Organization;
  const common = {
    name,
    url: `${origin}${styleDetailPath(style)}`,
    ...(style.tags.length ? { keywords: style.tags.join(", ") } : {}),
    creator,
    creditText: style.company ?? "Stylecast",
    uploadDate: style.created_at,
    ...(style.service ? { offers: serviceOffer(style.service, creator) } : {}),
  };
  if (first?.kind === "video") {
    const video: WithContext<VideoObject> = {
      "@context": "https://schema.org",
      "@type": "VideoObject",
      ...common,
      description: name,
      contentUrl: absolute(origin, first.src) ?? "",
      ...(first.cover ? { thumbnailUrl: absolute(origin, first.cover) } : {}),
      encodingFormat: first.content_type,
    };
    return video;
  }
  const image: WithContext<ImageObject> = {
    "@context": "https://schema.org",
    "@type": "ImageObject",
    ...common,
    contentUrl: absolute(origin, first?.cover ?? first?.src ?? null) ?? "",
    ...(first?.thumb ? { thumbnailUrl: absolute(origin, first.thumb) } : {}),
  };
  return image;
}

/** Cents as schema.org prices them: "35.00". */
const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The style's service as an Offer of a Service: its "from" price, and the
 * range it may cost as a price specification (a "from" price has no top).
 */
function serviceOffer(service: NonNullable<PublicStyle["service"]>, provider: Organization): Offer {
  return {
    "@type": "Offer",
    price: euros(service.price_from),
    priceCurrency: "EUR",
    priceSpecification: {
      "@type": "PriceSpecification",
      priceCurrency: "EUR",
      // schema.org's minPrice and maxPrice are numbers.
      minPrice: service.price_from / 100,
      ...(service.price_to !== null ? { maxPrice: service.price_to / 100 } : {}),
    },
    itemOffered: { "@type": "Service", name: service.name, provider },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` escaped, so a
 * stylist's `</script>` cannot end the element.
 */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
