/**
 * Calls that may wait a moment to go out together: the items given for one
 * key within `ms` are sent in one call, with the context the first of them
 * came with. Only that first caller gets the call's promise, to keep its
 * request alive until the call is done (`ctx.waitUntil`); the others get
 * nothing to wait for. A request may not wait on another request's work:
 * workerd cancels it as hung ("would never generate a response"), as it did
 * with every caller waiting on one promise.
 */
export function gathered<C, T>(ms: number, send: (context: C, key: string, items: T[]) => Promise<unknown>) {
  const open = new Map<string, T[]>();
  return (context: C, key: string, item: T): Promise<void> | null => {
    const waiting = open.get(key);
    if (waiting) {
      waiting.push(item);
      return null;
    }
    const items = [item];
    open.set(key, items);
    return new Promise<void>((resolve) => setTimeout(resolve, ms)).then(async () => {
      open.delete(key);
      await send(context, key, items);
    });
  };
}
