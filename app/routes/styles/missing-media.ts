import { STYLE_MESSAGES } from "@contract/style";

/**
 * The API's "no media" error, known before asking it: a style keeps at least
 * one photo or video (`kept`: the saved ones not ticked for removal; `added`:
 * the new files). Said with the other fields' errors, and first among them
 * (issue 37 point 3), instead of only once every other field is right.
 */
export function missingMedia(kept: number, added: number): string | null {
  return kept + added === 0 ? STYLE_MESSAGES.noMedia : null;
}
