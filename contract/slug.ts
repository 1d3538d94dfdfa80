/** Letters that Unicode normalisation does not take apart into an ASCII letter and an accent. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};

const MAX_SLUG_LENGTH = 80;

/**
 * A URL slug from a company name (decisions.md: lowercase, ASCII, dashes):
 * "Salon Müller & Söhne" → "salon-muller-sohne". Empty when nothing is left.
 */
export function slugify(text: string | null | undefined): string {
  return (text ?? "")
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, "");
}
