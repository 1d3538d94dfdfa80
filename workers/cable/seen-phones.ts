/**
 * Which phones an account's object has counted lately (issue 36): a phone's
 * keyed hash (for one page or channel, one day) with when its window ends.
 * Each is its own storage key: a busy shop sees thousands of phones in 30
 * minutes, and one map would be rewritten whole on every visit. The object
 * answers from memory and writes the new ones a moment later, together
 * (`unwritten`): a visit costs no write of its own. The phones stored before
 * the object last started are read back once, all together, so a new phone
 * costs no read either. Hashes whose window ended are deleted at the
 * object's next wake-up.
 */
const PREFIX = "seen:";

type SeenStorage = Pick<DurableObjectStorage, "list" | "delete">;

export class SeenPhones {
  private recent: Map<string, number> | null = null;
  private fresh: Record<string, number> = {};

  constructor(private readonly storage: SeenStorage) {}

  /** Until when the phone with this hash counts no more (undefined: not seen, or forgotten). */
  async until(hash: string): Promise<number | undefined> {
    return (await this.load()).get(hash);
  }

  /** Remembers the phone until `until`, in memory now and in storage with the next `unwritten()`. */
  async remember(hash: string, until: number) {
    (await this.load()).set(hash, until);
    this.fresh[PREFIX + hash] = until;
  }

  /** The storage entries of phones remembered since the last call: the caller writes them with what it counted. */
  unwritten(): Record<string, number> {
    const entries = this.fresh;
    this.fresh = {};
    return entries;
  }

  /** Forgets the hashes whose window ended; answers when the last one still kept ends (null: none kept). */
  async sweep(now: number): Promise<number | null> {
    const recent = await this.load();
    for (const [hash, until] of recent) if (until <= now) recent.delete(hash);
    const kept = await this.storage.list<number>({ prefix: PREFIX });
    const ended = [...kept].filter(([, until]) => until <= now).map(([key]) => key);
    // delete() takes at most 128 keys at a time.
    for (let start = 0; start < ended.length; start += 128) await this.storage.delete(ended.slice(start, start + 128));
    const left = [...kept.values()].filter((until) => until > now);
    return left.length ? Math.max(...left) : null;
  }

  /** The phones in memory, read from storage when the object started (its keys without their prefix). */
  private async load() {
    if (!this.recent) {
      const stored = await this.storage.list<number>({ prefix: PREFIX });
      this.recent ??= new Map([...stored].map(([key, until]) => [key.slice(PREFIX.length), until]));
    }
    return this.recent;
  }
}
