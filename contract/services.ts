import type { z } from "zod";
import { id, integer, namedObject, nullableText, text } from "./schema-parts";

/**
 * The shop's services (issue 37): what a visitor can book, at what price and
 * for how long. A price is whole euro cents: a "from" price alone, or a
 * from–to range. The profile's price range (spec §3 `price_min`/`price_max`,
 * whole euros) is derived from them (`priceRangeOf`), never typed.
 */
export const MAX_SERVICES = 50;
/** The highest price a service may ask: 10,000.00 €. */
export const PRICE_MAX_CENTS = 1_000_000;
export const SERVICE_NAME_MAX = 80;
/** A duration from 5 minutes to 12 hours. */
export const DURATION_MINUTES = { min: 5, max: 720 } as const;

export const SERVICE_LABELS = {
  name: "Service",
  price_from: "Price",
  price_to: "Up to",
  duration_minutes: "Duration (minutes)",
  booking_link: "Booking link for this service",
} as const;

export const SERVICE_MESSAGES = {
  created: "The service has been added",
  updated: "The service has been saved",
  deleted: "The service has been deleted. Styles that named it now name none.",
  reordered: "The order of your services has been saved",
  notFound: "Service not found",
  tooMany: `A shop has at most ${MAX_SERVICES} services`,
} as const;

const cents = integer(0, PRICE_MAX_CENTS);

/** A service as the API answers it. */
export const serviceSchema = namedObject("Service", {
  id,
  name: text(SERVICE_NAME_MAX),
  /** Whole cents; with no `price_to`, a "from" price. */
  price_from: cents,
  /** Whole cents, at least `price_from`; null: the price is "from". */
  price_to: cents.nullable(),
  duration_minutes: integer(DURATION_MINUTES.min, DURATION_MINUTES.max).nullable(),
  /** The service's own booking link; null: the shop's is used. */
  booking_link: nullableText,
  position: integer(0, MAX_SERVICES),
});
export type Service = z.infer<typeof serviceSchema>;

/** What a page shows of a style's service: enough to say it, price it and book it. */
export type ServicePrice = Pick<Service, "price_from" | "price_to">;

/** "€35" for whole euros, "€35.50" otherwise. */
export const formatPrice = (priceCents: number) =>
  `€${priceCents % 100 === 0 ? priceCents / 100 : (priceCents / 100).toFixed(2)}`;

/** "from €35", "€35" or "€35–€60", as a service's price reads on every page and slide. */
export function priceLabel({ price_from, price_to }: ServicePrice) {
  if (price_to === null) return `from ${formatPrice(price_from)}`;
  if (price_to === price_from) return formatPrice(price_from);
  return `${formatPrice(price_from)}–${formatPrice(price_to)}`;
}

/** "45 min", "1 h", "1 h 30 min". */
export function durationLabel(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/**
 * The profile's price range in whole euros, derived from the services: the
 * lowest price rounded down, the highest rounded up (a "from" price counts as
 * its own top). Null and null when the shop lists none.
 */
export function priceRangeOf(services: readonly ServicePrice[]) {
  if (!services.length) return { price_min: null, price_max: null };
  const lowest = Math.min(...services.map((service) => service.price_from));
  const highest = Math.max(...services.map((service) => service.price_to ?? service.price_from));
  return { price_min: Math.floor(lowest / 100), price_max: Math.ceil(highest / 100) };
}
