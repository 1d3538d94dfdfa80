import { telLink, webLink, whatsappLink } from "./contact-links";
import { type ScanPromise, scanPromise } from "./scan-promise";
import { priceLabel, type ServicePrice } from "./services";
import type { Slide } from "./slideshow";

/**
 * What a style slide offers (issue 37), from its shop and its service: the
 * service and price in a corner (only while the owner shows prices on
 * screen), and what the words under its QR code may promise. The API works
 * it out once for every screen; the TV only shows it.
 */

/** The shop's ways to be reached, as its profile has them. */
export type ShopWays = { booking_link: string | null; telephone: string | null; whatsapp: string | null };
/** A style's service, as much as a slide needs of it. */
export type SlideService = ServicePrice & { name: string; booking_link: string | null };

const waysOf = (shop: ShopWays) => ({
  booking: webLink(shop.booking_link) !== null,
  call: telLink(shop.telephone) !== null || whatsappLink(shop.whatsapp) !== null,
});

/** What the shop's own codes (the closed card's) promise: booking, else a call, else its styles. */
export const shopScanPromise = (shop: ShopWays): ScanPromise => scanPromise(waysOf(shop));

/** A style slide's price corner and QR promise; its service's own booking link makes it bookable too. */
export function slideOffer(
  shop: ShopWays & { show_prices: boolean },
  service: SlideService | null,
): Required<Pick<Slide, "price" | "scan">> {
  const ways = waysOf(shop);
  const serviceBooking = service !== null && webLink(service.booking_link) !== null;
  return {
    price: shop.show_prices && service ? { service: service.name, label: priceLabel(service) } : null,
    scan: scanPromise({ ...ways, booking: ways.booking || serviceBooking }),
  };
}
