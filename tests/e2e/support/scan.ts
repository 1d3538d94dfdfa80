import { SLIDESHOW_MESSAGES } from "@contract/slideshow";
import { expect, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { decodePng } from "./decode-png";

/** The address in the QR code of the style a TV shows, read as a phone's camera would: from the screen's pixels. */
export async function readSlideCode(tv: Page): Promise<string> {
  await expect(tv.locator('[data-testid="slide"][data-selected="true"]')).toBeAttached();
  const code = tv.getByRole("img", { name: SLIDESHOW_MESSAGES.styleQr });
  await expect(code).toBeVisible();
  const { width, height, rgba } = decodePng(await code.screenshot());
  return jsQR(new Uint8ClampedArray(rgba), width, height)?.data ?? "";
}
