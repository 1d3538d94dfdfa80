import type { StyleService } from "@contract/style";

/**
 * A style's service (issue 37) read in the style's own query: `services s`
 * LEFT JOINed on `p.service_id`, so every column is null when it names none.
 * One list of columns and one mapping for every read that shows a style's
 * service (the owner's style, the public style page, the slideshow).
 */
export const STYLE_SERVICE_COLUMNS = `s.id AS service_id, s.name AS service_name, s.price_from AS service_price_from,
  s.price_to AS service_price_to, s.duration_minutes AS service_duration_minutes, s.booking_link AS service_booking_link`;

export type StyleServiceColumns = {
  service_id: string | null;
  service_name: string | null;
  service_price_from: number | null;
  service_price_to: number | null;
  service_duration_minutes: number | null;
  service_booking_link: string | null;
};

export function styleServiceOf(row: StyleServiceColumns): StyleService | null {
  if (row.service_id === null || row.service_name === null || row.service_price_from === null) return null;
  return {
    id: row.service_id,
    name: row.service_name,
    price_from: row.service_price_from,
    price_to: row.service_price_to,
    duration_minutes: row.service_duration_minutes,
    booking_link: row.service_booking_link,
  };
}
