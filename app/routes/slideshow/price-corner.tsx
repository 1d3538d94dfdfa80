import type { Slide } from "@contract/slideshow";
import "./price-corner.css";

/**
 * "Show prices on screen" (issue 37): the style's service and its price in
 * the slide's top-left corner, diagonally away from the QR code (bottom
 * right, in either orientation). Nothing when the slide carries no price: an
 * ad, a style without a service, or the setting off.
 */
export function PriceCorner({ slide }: { slide: Slide }) {
  if (!slide.price) return null;
  return (
    <p className="tv-price" data-testid="slide-price">
      <span className="tv-price-service">{slide.price.service}</span>
      <span className="tv-price-label">{slide.price.label}</span>
    </p>
  );
}
