/**
 * Control characters (C0, DEL, C1) and the invisible bidi marks and
 * overrides: text a person types never needs them, and in a name or a
 * password they hide what is really there.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/** What a field holding them says, naming the field ("Company cannot contain …"). */
export const controlCharactersMessage = (label: string) =>
  `${label} cannot contain control characters or invisible direction marks`;

/** For a one-line field's `.refine`: no control characters at all (empty or absent passes). */
export const isPlainText = (text: string | null | undefined) => !text || !hasControlCharacters(text);

/** For a multi-line field's `.refine` (a textarea): line breaks and tabs are what it may hold besides. */
export const isPlainMultilineText = (text: string | null | undefined) =>
  !text || !hasControlCharacters(text.replace(/[\t\n\r]/g, ""));
