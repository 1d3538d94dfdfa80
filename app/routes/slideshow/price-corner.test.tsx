import type { Slide } from "@contract/slideshow";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceCorner } from "./price-corner";
import { packQr } from "./qr-matrix";
import { QrCode } from "./slide-parts";

const slide = (extra: Partial<Slide> = {}): Slide => ({
  key: "style:abcdefghij",
  kind: "style",
  media: [{ type: "image", src: "/media/a-slide.webp", still: null }],
  caption: null,
  schedule: null,
  ...extra,
});

describe("PriceCorner (issue 37)", () => {
  it("shows the service and its price when the slide carries them", () => {
    render(<PriceCorner slide={slide({ price: { service: "Balayage", label: "from €35" } })} />);
    const corner = screen.getByTestId("slide-price");
    expect(corner.className).toBe("tv-price");
    expect(corner.textContent).toBe("Balayagefrom €35");
  });

  it("shows nothing without a price: the setting off, no service, or an ad", () => {
    const { container } = render(
      <>
        <PriceCorner slide={slide({ price: null })} />
        <PriceCorner slide={slide()} />
        <PriceCorner slide={slide({ key: "ad:abcdefghij", kind: "ad" })} />
      </>,
    );
    expect(container.innerHTML).toBe("");
  });
});

describe("a style slide's QR words (issue 37)", () => {
  // Any 21-module matrix will do: the words are under test, not the code.
  const codes = {
    "style:abcdefghij": packQr(
      Array.from({ length: 21 }, (_, y) => Array.from({ length: 21 }, (_, x) => (x + y) % 2 === 0)),
    ),
  };

  it.each([
    ["book", "Scan to book"],
    ["call", "Scan to call"],
    ["styles", "See our styles"],
  ] as const)("says what a %s promise keeps", (scan, words) => {
    const { unmount } = render(<QrCode codes={codes} slide={slide({ scan })} />);
    expect(screen.getByRole("figure").textContent).toBe(words);
    unmount();
  });
});
