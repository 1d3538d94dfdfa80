/**
 * Control characters (C0, DEL, C1) and the invisible bidi marks and
 * overrides: text a person types never needs them, and in a name or a
 * password they hide what is really there.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);
