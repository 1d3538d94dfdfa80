import { viaOf } from "@contract/visits";
import { lookUpScanCode } from "../scans/route-scan";

/**
 * The screen (and style) a visit or a tap is credited to (issue 36): the scan's code its URL carries, when it
 * names one of this account's screens. Anything else (no code, a forged one, another shop's screen) credits
 * nothing, and the count is simply not from a screen.
 */
export async function screenCredit(db: D1Database, url: URL, accountId: string) {
  const via = viaOf(url);
  const target = via ? await lookUpScanCode(db, via) : null;
  if (!target?.screenId || target.accountId !== accountId) return { screenId: "", styleId: "" };
  return { screenId: target.screenId, styleId: target.kind === "style" ? target.itemId : "" };
}
