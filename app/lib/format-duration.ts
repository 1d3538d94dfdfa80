/**
 * A duration in English for every page that shows one (issue 23: "12 min",
 * "1 h 5 min", "3 s", "2 d 4 h"; dates stay de-DE). The largest unit that is
 * not zero and the one below it when that is not zero either: a runtime is
 * read at a glance, not to the second.
 */
const UNITS = [
  ["d", 86_400],
  ["h", 3_600],
  ["min", 60],
  ["s", 1],
] as const;

export function formatDuration(seconds: number) {
  let rest = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const parts = UNITS.map(([unit, size]) => {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    return [amount, unit] as const;
  });
  const first = parts.findIndex(([amount]) => amount > 0);
  if (first === -1) return "0 s";
  return parts
    .slice(first, first + 2)
    .filter(([amount]) => amount > 0)
    .map(([amount, unit]) => `${amount} ${unit}`)
    .join(" ");
}
