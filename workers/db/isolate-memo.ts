/**
 * A read this isolate remembers for `ms` (at most `size` keys, then it starts
 * again): the scans' and taps' redirects and the visits' counting ask D1 the
 * same few things many times a minute. What changes meanwhile shows once the
 * answer is `ms` old.
 */
export function isolateMemo<T>(ms: number, size: number, read: (db: D1Database, key: string) => Promise<T>) {
  const known = new Map<string, { value: T; until: number }>();
  return async (db: D1Database, key: string): Promise<T> => {
    const now = Date.now();
    const hit = known.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = await read(db, key);
    if (known.size >= size) known.clear();
    known.set(key, { value, until: now + ms });
    return value;
  };
}
