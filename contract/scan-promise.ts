/**
 * The words under a QR code promise only what the page it opens keeps (issue 37). No zod here: the TV player's
 * bundle takes it, and slideshow-schemas.ts builds its enum from SCAN_PROMISES.
 */

/** What the page a code opens lets a visitor do first: book, call (or WhatsApp), or only look at styles. */
export const SCAN_PROMISES = ["book", "call", "styles"] as const;
export type ScanPromise = (typeof SCAN_PROMISES)[number];

/**
 * The style page's "Book this look" and the closed card's code lead to a booking link when there is one (the
 * style's service's or the shop's), else the page offers Call and WhatsApp when the shop has a number, else only
 * its styles.
 */
export function scanPromise(ways: { booking: boolean; call: boolean }): ScanPromise {
  if (ways.booking) return "book";
  return ways.call ? "call" : "styles";
}
