/**
 * Which phones an account's object has counted lately (issue 36): a phone's
 * keyed hash (for one page or channel, one day) under its own storage key,
 * with when its window ends. A busy shop sees thousands of phones in 30
 * minutes; one key each keeps every write small, where one map would be
 * rewritten whole on every visit. Hashes whose window ended are deleted at
 * the object's next wake-up.
 */
const PREFIX = "seen:";

type SeenStorage = Pick<DurableObjectStorage, "get" | "list" | "delete">;

export class SeenPhones {
  constructor(private readonly storage: SeenStorage) {}

  /** Until when the phone with this hash counts no more (undefined: not seen, or forgotten). */
  until(hash: string): Promise<number | undefined> {
    return this.storage.get<number>(PREFIX + hash);
  }

  /** The storage entry that remembers the phone until `until`: the caller writes it with what it counted. */
  entry(hash: string, until: number): Record<string, number> {
    return { [PREFIX + hash]: until };
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
