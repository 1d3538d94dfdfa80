/**
 * Which phones an account's object has counted lately (issue 36): a phone's
 * keyed hash (for one page or channel, one day) under its own storage key,
 * with when its window ends. A busy shop sees thousands of phones in 30
 * minutes; one key each keeps every write small, where one map would be
 * rewritten whole on every visit. Hashes whose window ended are deleted at
 * the object's next wake-up.
 */
const PREFIX = "seen:";

type SeenStorage = Pick<DurableObjectStorage, "get" | "put" | "list" | "delete">;

export class SeenPhones {
  constructor(private readonly storage: SeenStorage) {}

  /** True (and remembered for `windowMs`) unless the phone was seen within its window. */
  async firstWithin(hash: string, windowMs: number, now: number): Promise<boolean> {
    const key = PREFIX + hash;
    const until = await this.storage.get<number>(key);
    if (until !== undefined && until > now) return false;
    await this.storage.put(key, now + windowMs);
    return true;
  }

  /** Forgets the hashes whose window ended; answers when the last one still kept ends (null: none kept). */
  async sweep(now: number): Promise<number | null> {
    const kept = await this.storage.list<number>({ prefix: PREFIX });
    const ended = [...kept].filter(([, until]) => until <= now).map(([key]) => key);
    // delete() takes at most 128 keys at a time.
    for (let start = 0; start < ended.length; start += 128) await this.storage.delete(ended.slice(start, start + 128));
    const left = [...kept.values()].filter((until) => until > now);
    return left.length ? Math.max(...left) : null;
  }
}
