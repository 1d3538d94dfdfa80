import { useEffect, useRef, useState } from "react";

/**
 * The value once it has stopped changing for `delay` ms, but at least every
 * `maxWait` ms while it keeps changing (spec §5: reset e-mail, 500 ms / 10 s).
 */
export function useDebouncedValue<T>(value: T, delay: number, maxWait?: number): T {
  const [settled, setSettled] = useState(value);
  const pendingSince = useRef<number | null>(null);

  useEffect(() => {
    if (Object.is(value, settled)) {
      pendingSince.current = null;
      return;
    }
    const now = Date.now();
    pendingSince.current ??= now;
    const wait = maxWait === undefined ? delay : Math.min(delay, Math.max(0, pendingSince.current + maxWait - now));
    const timer = setTimeout(() => {
      pendingSince.current = null;
      setSettled(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, settled, delay, maxWait]);

  return settled;
}
