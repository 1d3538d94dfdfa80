import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once React runs in the
 * browser. Lets a form keep working without JavaScript (nothing disabled in
 * the server HTML) and tighten up once JavaScript can take over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
