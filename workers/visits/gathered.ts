/**
 * Calls that may wait a moment to go out together: the items given for one
 * key within `ms` are sent in one call, with the context the first of them
 * came with. Each caller gets the promise of the call its item went out in
 * (for `ctx.waitUntil`); a failed call rejects all of them.
 */
export function gathered<C, T>(ms: number, send: (context: C, key: string, items: T[]) => Promise<unknown>) {
  const open = new Map<string, { items: T[]; sent: Promise<void> }>();
  return (context: C, key: string, item: T): Promise<void> => {
    const waiting = open.get(key);
    if (waiting) {
      waiting.items.push(item);
      return waiting.sent;
    }
    const items = [item];
    const sent = new Promise<void>((resolve) => setTimeout(resolve, ms)).then(async () => {
      open.delete(key);
      await send(context, key, items);
    });
    open.set(key, { items, sent });
    return sent;
  };
}
