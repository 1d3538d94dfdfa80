import { z } from "zod";
import { requiredText, webAddress } from "./profile-schema";
import { ID_MAX, id, integer, list, namedObject, nullableText, text } from "./schema-parts";

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
  order: "ids must name each of your services once",
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

/** A price in whole cents, as the API takes it; the message names the field. */
/** The owner's Services page (issue 37): its words, written once. */
export const SERVICE_TEXTS = {
  title: "Services",
  intro:
    "What clients can book, with prices and durations. Your pages show them, and your price range follows from them.",
  empty: "No services yet. Add the first one below.",
  addTitle: "Add a service",
  add: "Add service",
  adding: "Adding…",
  edit: "Edit",
  save: "Save",
  saving: "Saving…",
  delete: "Delete",
  deleteTitle: "Delete this service?",
  deleteMessage: "Styles that name it will name no service.",
  moveUp: "Move up",
  moveDown: "Move down",
  /** What the move buttons show; their names for a screen reader are the two above with the service's. */
  up: "Up",
  down: "Down",
  full: `You have ${MAX_SERVICES} services, the most a shop can list. Delete one to add another.`,
  priceHint: "In euros, like 35 or 35,50",
  priceToHint: "Leave empty for a “from” price",
  durationHint: "Optional",
  bookingLinkHint: "Optional: else your profile's booking link is used",
  bookOnline: "Book online",
  /** The visitor pages' heading over the list, and the price range before the figures ("Prices €20–€81"). */
  listTitle: "Services & prices",
  prices: "Prices",
} as const;

const centsField = (label: string) => {
  const message = `${label} must be a whole number of cents from 0 to ${PRICE_MAX_CENTS}`;
  return z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(PRICE_MAX_CENTS, message)
    .meta({ format: "int32" });
};

/** "35", "35,50", "35.50", "€35", "35 €": whole euros and at most two decimals, in cents; anything else null. */
export function parseEuros(typed: string): number | null {
  const match = /^(?:€\s*)?(\d{1,9})(?:[.,](\d{1,2}))?(?:\s*€)?$/.exec(typed.trim());
  if (!match) return null;
  const [, euros = "", decimals = ""] = match;
  return Number(euros) * 100 + Number(decimals.padEnd(2, "0"));
}

/** A price as people type it on the services form, in euros ("35,50"), read into cents (`parseEuros`). */
export const euroCents = (label: string) =>
  z
    .string({ error: `${label} cannot be empty` })
    .refine((typed) => parseEuros(typed) !== null, `${label} must be in euros, like 35 or 35,50`)
    .transform((typed) => parseEuros(typed) ?? 0)
    .pipe(z.number().max(PRICE_MAX_CENTS, `${label} is too high (${formatPrice(PRICE_MAX_CENTS)} at most)`));

/** The fields a service is written with; the API's and the form's differ only in how prices are typed. */
const serviceFields = {
  name: requiredText(SERVICE_LABELS.name, SERVICE_NAME_MAX),
  duration_minutes: z
    .number({ error: `${SERVICE_LABELS.duration_minutes} must be a whole number of minutes` })
    .int(`${SERVICE_LABELS.duration_minutes} must be a whole number of minutes`)
    .min(DURATION_MINUTES.min, `${SERVICE_LABELS.duration_minutes}: ${DURATION_MINUTES.min} at least`)
    .max(DURATION_MINUTES.max, `${SERVICE_LABELS.duration_minutes}: ${DURATION_MINUTES.max} at most (12 hours)`)
    .meta({ format: "int32" })
    .nullish()
    .transform((minutes) => minutes ?? null),
  booking_link: webAddress(SERVICE_LABELS.booking_link),
};

/** A "from–to" price never runs backwards: the message is on `price_to`. */
const upToNotBelow = <S extends z.ZodType<{ price_from: number; price_to: number | null }>>(schema: S) =>
  schema.refine(({ price_from, price_to }) => price_to === null || price_to >= price_from, {
    message: `${SERVICE_LABELS.price_to} cannot be lower than the price`,
    path: ["price_to"],
  });

/** POST and PUT /v1/users/services: a service as a script sends it, prices in whole cents. */
export const serviceInputSchema = upToNotBelow(
  z.object({
    name: serviceFields.name,
    price_from: centsField(SERVICE_LABELS.price_from),
    /** Left out or null: the price is "from". */
    price_to: centsField(SERVICE_LABELS.price_to)
      .nullish()
      .transform((cents) => cents ?? null),
    duration_minutes: serviceFields.duration_minutes,
    booking_link: serviceFields.booking_link,
  }),
);
export type ServiceInput = z.input<typeof serviceInputSchema>;

/** The services form: the same fields, prices typed in euros (`euroCents`) and read into the API's cents. */
export const serviceFormSchema = upToNotBelow(
  z.object({
    name: serviceFields.name,
    price_from: euroCents(SERVICE_LABELS.price_from),
    price_to: euroCents(SERVICE_LABELS.price_to)
      .optional()
      .transform((cents) => cents ?? null),
    duration_minutes: serviceFields.duration_minutes,
    booking_link: serviceFields.booking_link,
  }),
);

/** PUT /v1/users/services/order: every one of the account's services, once, in their new order. */
export const serviceOrderSchema = z.object({
  ids: list(z.string({ error: "ids must be a list of service ids" }).max(ID_MAX), MAX_SERVICES),
});

/** A price in cents as the form shows it for editing: "35", "35.50" (what `parseEuros` reads back). */
export const euroText = (priceCents: number) => formatPrice(priceCents).slice(1);

/** The profile's price range as every page writes it: "€20–€81", "€35" when both ends meet; null without one. */
export function priceRangeLabel({ price_min, price_max }: { price_min: number | null; price_max: number | null }) {
  if (price_min === null || price_max === null) return null;
  const [lowest, highest] = [formatPrice(price_min * 100), formatPrice(price_max * 100)];
  return lowest === highest ? lowest : `${lowest}–${highest}`;
}

/** What a page shows of a style's service: enough to say it, price it and book it. */
export type ServicePrice = Pick<Service, "price_from" | "price_to">;

/** "€35" for whole euros, "€35.50" otherwise. */
export function formatPrice(priceCents: number) {
  return `€${priceCents % 100 === 0 ? priceCents / 100 : (priceCents / 100).toFixed(2)}`;
}

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
