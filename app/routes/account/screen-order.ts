import type { Screen } from "@contract/endpoints/screens";
import { LINKED_PARAM } from "@contract/screens";

/** A screen offline for longer than this (or never seen) is folded away under "N older screens" (issue 34). */
export const FOLD_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export type ScreenOrder = {
  /** The screen the phone just linked (`?linked=`), marked and first; null when there is none. */
  justLinked: string | null;
  /** The screens a shop looks at: online first, then the most recently seen. */
  shown: Screen[];
  /** Screens that never connected or have been offline for over a week, most recently seen first. */
  folded: Screen[];
};

const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY);
const isOnline = (screen: Screen) => screen.status !== "offline";

/**
 * My screens as the shop grows (issue 34 point 9): the TV just linked first,
 * then the screens online, then the others, each group most recently seen
 * first (a tie goes to the newer screen); whatever never connected or has
 * been dark for a week is folded away. `linkedSince` is when the phone
 * confirmed a TV: the newest screen linked since then is the one it linked.
 */
export function orderScreens(screens: Screen[], now: number, linkedSince: number | null): ScreenOrder {
  const linked =
    linkedSince === null
      ? []
      : screens.filter((screen) => time(screen.linked_at) >= linkedSince).sort(newest((s) => s.linked_at));
  const justLinked = linked[0]?.screen_id ?? null;
  const ordered = [...screens].sort(
    (a, b) =>
      Number(b.screen_id === justLinked) - Number(a.screen_id === justLinked) ||
      Number(isOnline(b)) - Number(isOnline(a)) ||
      newest((s) => s.last_seen_at)(a, b) ||
      newest((s) => s.linked_at)(a, b),
  );
  const isOld = (screen: Screen) =>
    screen.screen_id !== justLinked && !isOnline(screen) && !(now - time(screen.last_seen_at) <= FOLD_AFTER_MS);
  return { justLinked, shown: ordered.filter((s) => !isOld(s)), folded: ordered.filter(isOld) };
}

/** A comparator: the later time first, a missing one last. */
function newest(at: (screen: Screen) => string | null) {
  return (a: Screen, b: Screen) => {
    const [ta, tb] = [time(at(a)), time(at(b))];
    return ta === tb ? 0 : tb > ta ? 1 : -1;
  };
}

/** `?linked=` as the phone's link after pairing carries it (epoch ms), or null. */
export function linkedSinceParam(url: URL): number | null {
  const value = Number(url.searchParams.get(LINKED_PARAM) ?? Number.NaN);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
