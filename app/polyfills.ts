/**
 * The few APIs newer than Chromium 68/69 (the browsers of 2019 TVs: Tizen 5.5, webOS 5, issue 21) that
 * the screen pages' libraries call without a feature check: zod and conform reach for `globalThis` as
 * their modules load, zod and contract/ build objects with `Object.fromEntries`, React Router flattens
 * with `Array.prototype.flat`/`flatMap` (69), conform reads paths with `Array.prototype.at`.
 * `queueMicrotask` (71) is here for our own player. Each is patched only where it is missing.
 *
 * root.tsx imports this module first: the page's module script imports the root route before the
 * other route modules and the client entry, so this runs before zod, contract/ or the player load.
 * Only the chunks root.tsx itself imports (React, React Router, the site's components) evaluate
 * before it, and none of them calls these while loading.
 * tests/e2e/tv-browsers.js.spec.ts deletes these (and more) before the page loads and plays the show.
 */

type Loose = Record<string, unknown>;

/** Adds `value` as a non-enumerable property, like the built-in ones (a `for…in` over an array must not see it). */
function patch(target: object, name: string, value: unknown) {
  if (name in target) return;
  Object.defineProperty(target, name, { value, writable: true, configurable: true });
}

patch(self, "globalThis", self);

patch(self, "queueMicrotask", (callback: () => void) => {
  Promise.resolve()
    .then(callback)
    .catch((error) =>
      setTimeout(() => {
        throw error;
      }),
    );
});

patch(Object, "fromEntries", (entries: Iterable<readonly [PropertyKey, unknown]>) => {
  const object: Record<PropertyKey, unknown> = {};
  for (const [key, value] of entries) object[key] = value;
  return object;
});

function flatten(items: unknown[], depth: number, into: unknown[]): unknown[] {
  for (const item of items) {
    if (Array.isArray(item) && depth > 0) flatten(item, depth - 1, into);
    else into.push(item);
  }
  return into;
}

patch(Array.prototype, "flat", function flat(this: unknown[], depth = 1) {
  return flatten(this, Math.floor(Number(depth)) || 0, []);
});

patch(
  Array.prototype,
  "flatMap",
  function flatMap(
    this: unknown[],
    map: (item: unknown, index: number, array: unknown[]) => unknown,
    thisArg?: unknown,
  ) {
    return flatten(this.map(map, thisArg), 1, []);
  },
);

patch(Array.prototype, "at", function at(this: Loose & { length: number }, index: number) {
  const offset = Math.trunc(index) || 0;
  return this[offset < 0 ? this.length + offset : offset];
});
