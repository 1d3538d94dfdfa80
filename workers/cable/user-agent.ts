import type { ScreenInfo } from "@contract/cable";
import Bowser from "bowser";

/** The browser and system of a screen, from the User-Agent its socket opened with (bowser: MIT). */
export function screenInfoFromUserAgent(userAgent: string): ScreenInfo {
  if (!userAgent) return {};
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  const info: ScreenInfo = {};
  if (browser.name) info.browser_name = browser.name;
  if (browser.version) info.browser_version = browser.version;
  if (os.name) info.os_name = os.name;
  if (os.version) info.os_version = os.version;
  return info;
}
