import { secretsEqual } from "./constant-time";

/** decisions.md: the test bypass works only when E2E_BYPASS_TOKEN is set and the request's token matches it. */
export async function isBypass(expected: string | undefined, given: string | undefined) {
  if (!expected || !given) return false;
  return secretsEqual(expected, given);
}
