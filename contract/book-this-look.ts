import { type ContactButton, type Contacts, contactButtons, webLink } from "./contact-links";
import type { StyleService } from "./style";
import { tapPath } from "./visits";

/**
 * A style's "Book this look" (issue 37): the primary button beside the
 * service's price on its page. It books where the shop books: the service's
 * own booking link, else the shop's; a shop with neither is called, else
 * written to on WhatsApp, with words that say so. A booking link goes
 * through the tap's redirect (`/t/book/{account}?service={id}`), which
 * counts it, adds the UTM tags and leads to the service's link only when it
 * is saved on one of that account's services.
 */
export const BOOK_THIS_LOOK_LABELS = {
  book: "Book this look",
  call: "Call to book",
  whatsapp: "Book on WhatsApp",
} as const;

export function bookThisLook(
  shop: Contacts,
  service: Pick<StyleService, "id" | "booking_link">,
  tap: { accountId: string; styleId: string; via?: string | null },
): ContactButton | null {
  if (webLink(service.booking_link) || webLink(shop.booking_link)) {
    return {
      key: "book",
      label: BOOK_THIS_LOOK_LABELS.book,
      href: tapPath("book", tap.accountId, { ...tap, serviceId: webLink(service.booking_link) ? service.id : null }),
      ping: null,
      external: true,
    };
  }
  const buttons = contactButtons(shop, tap);
  for (const key of ["call", "whatsapp"] as const) {
    const button = buttons.find((each) => each.key === key);
    if (button) return { ...button, label: BOOK_THIS_LOOK_LABELS[key] };
  }
  return null;
}
