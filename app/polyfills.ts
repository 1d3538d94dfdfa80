/**
 * The few APIs newer than Chromium 68/69 (the browsers of 2019 TVs: Tizen 5.5, webOS 5, issue 21) that
 * the screen pages call without a feature check: zod and conform (on /tv) reach for `globalThis` (71) as
 * their modules load, so does app/lib/cable-client.ts; zod and contract/account.ts build objects with
 * `Object.fromEntries` (73); React Router flattens with `Array.prototype.flat`/`flatMap` (69); conform
 * reads paths with `Array.prototype.at` (92); issue 11's player queued with `queueMicrotask` (71).
 * Each is patched only where it is missing.
 *
 * root.tsx imports this module first: the page's module script imports the root route before the
 * other route modules and the client entry, so this runs before zod, contract/ or the player load.
 * Only the chunks root.tsx itself imports (React, React Router, the site's components) evaluate
 * before it, and none of them calls these while loading.
 * tests/e2e/tv-browsers.js.spec.ts deletes these (and more) before the page loads and plays the show.
 */

/** Adds `value` as a non-enumerable property, like the built-in ones (a `for…in` over an array must not see it). */
function patch(target: object, name: string, value: unknown) {
  if (name in target) return;
  Object.defineProperty(target, name, { value, writable: true, configurable: true });
}

// The stand-ins, exported for app/polyfills.test.ts.

export function queueMicrotask(callback: () => void) {
  Promise.resolve()
    .then(callback)
    .catch((error) =>
      setTimeout(() => {
        throw error;
      }),
    );
}

export function fromEntries(entries: Iterable<readonly [PropertyKey, unknown]>) {
  const object: Record<PropertyKey, unknown> = {};
  for (const [key, value] of entries) object[key] = value;
  return object;
}

/** Array.prototype.flat's walk: holes are skipped, arrays within `depth` spread. */
function flatten(items: unknown[], depth: number, into: unknown[]): unknown[] {
  for (let index = 0; index < items.length; index += 1) {
    if (!(index in items)) continue;
    const item = items[index];
    if (Array.isArray(item) && depth > 0) flatten(item, depth - 1, into);
    else into.push(item);
  }
  return into;
}

export function flat(this: unknown[], depth = 1) {
  return flatten(this, Math.floor(Number(depth)) || 0, []);
}

export function flatMap(
  this: unknown[],
  map: (item: unknown, index: number, array: unknown[]) => unknown,
  thisArg?: unknown,
) {
  return flatten(this.map(map, thisArg), 1, []);
}

export function at(this: ArrayLike<unknown>, index: number) {
  const offset = Math.trunc(index) || 0;
  return this[offset < 0 ? this.length + offset : offset];
}

/** The global object: `self` in a browser (and in workerd, which renders the same root module). */
const global: typeof globalThis = typeof globalThis === "object" ? globalThis : self;

patch(global, "globalThis", global);
patch(global, "queueMicrotask", queueMicrotask);
patch(Object, "fromEntries", fromEntries);
patch(Array.prototype, "flat", flat);
patch(Array.prototype, "flatMap", flatMap);
patch(Array.prototype, "at", at);
