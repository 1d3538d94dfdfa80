import { cableObject } from "../cable/route-cable";
import type { Counted } from "../screen-model/visit-tally";
import { gathered } from "./gathered";

/**
 * How long a visit or tap waits for others of the same account. A page under
 * load is many requests at once in one isolate, and each call to the
 * account's object costs the Worker far more than the count in it: with a
 * call per visit, about-me with every request a counted visit served
 * 0.83-0.89x the requests of the same page not counted (bench:pages, this
 * 2-core machine); gathered for 50 ms, in calls of ~16, 0.97x, and a count
 * adds 0.28 ms of the server's CPU to the page's 12.35 ms. No one sees a
 * count sooner than its hour is over, and the visitor has the page before
 * the wait begins.
 */
const GATHER_MS = 50;

/**
 * Hands a visit or tap to its account's object, together with the others this isolate counts in that moment. The
 * request whose count opened the call gets its promise (for waitUntil) and carries it; the others get null.
 */
export const sendCount = gathered<Env, Counted>(GATHER_MS, (env, accountId, counts) =>
  cableObject(env, accountId).countAll(accountId, counts),
);
