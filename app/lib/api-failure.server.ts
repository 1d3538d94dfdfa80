import { data } from "react-router";
import type { ApiFailure } from "./api-client.server";

/**
 * The page's status for a failed API call: the API's own 4xx, 503 when it
 * could not be reached (status 0: down or timed out), 502 when it answered
 * with a server error or garbage.
 */
export function statusForFailure(failure: ApiFailure): number {
  if (failure.status >= 400 && failure.status < 500) return failure.status;
  return failure.status === 0 ? 503 : 502;
}

/**
 * An API failure a loader cannot recover from, to throw: the route's
 * ErrorBoundary shows its message (the network or server message of spec §8
 * for status 0 and 5xx, api-client) and a 404 shows the not-found page.
 */
export function errorFromApiFailure(failure: ApiFailure) {
  return data({ message: failure.message }, { status: statusForFailure(failure) });
}
