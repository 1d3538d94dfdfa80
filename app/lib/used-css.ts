/**
 * A built Tailwind sheet cut to what one page uses. A visitor page inlines its sheet (ADR 29), and a page whose
 * whole document fits the first flight of a new connection (about 14 KB as sent) paints a round trip sooner on a
 * slow phone; the visitor sheet's utilities are most of that document, and a page uses about two thirds of them.
 *
 * Only the utilities layer is cut: a utility rule stays when, for one of its selectors, every class it names
 * (outside `:not()`) occurs in the page as a word, in an attribute or in an inline script. Everything else (the
 * theme, base and component layers, keyframes, `@property`) stays as it is. Keeping a rule the page does not need
 * costs bytes; dropping one it needs breaks the page, so whatever is unsure stays.
 */

/** A rule of the utilities layer: kept when `selectors` is null or one of its class lists is all in the page. */
type UtilityRule = { text: string; selectors: string[][] | null } | { prelude: string; rules: UtilityRule[] };

type SheetParts = { before: string; rules: UtilityRule[]; after: string } | { whole: string };

const LAYER = "@layer utilities{";
/** What separates the words of a page: class names never hold these (a name that does is always kept). */
const WORD_BREAK = /[\s"'`]+/;

/** A function giving the sheet for a page's HTML (the HTML without the sheet, or every class is "used"). */
export function sheetCutter(css: string): (html: string) => string {
  const parts = parseSheet(css);
  if ("whole" in parts) return () => parts.whole;
  return (html) => {
    const words = pageWords(html);
    return `${parts.before}${LAYER}${keptRules(parts.rules, words)}}${parts.after}`;
  };
}

/** Every word of the page, with the entities React writes in attributes read back (`[&_svg]` is `[&amp;_svg]`). */
export function pageWords(html: string): Set<string> {
  const text = html.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? "");
  return new Set(text.split(WORD_BREAK));
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };

function keptRules(rules: UtilityRule[], words: Set<string>): string {
  let kept = "";
  for (const rule of rules) {
    if ("rules" in rule) {
      const inner = keptRules(rule.rules, words);
      if (inner) kept += `${rule.prelude}{${inner}}`;
    } else if (!rule.selectors || rule.selectors.some((classes) => classes.every((name) => words.has(name)))) {
      kept += rule.text;
    }
  }
  return kept;
}

function parseSheet(css: string): SheetParts {
  const start = css.indexOf(LAYER);
  if (start < 0) return { whole: css };
  const bodyStart = start + LAYER.length;
  const bodyEnd = closingBrace(css, bodyStart);
  if (bodyEnd < 0) return { whole: css };
  return {
    before: css.slice(0, start),
    rules: parseRules(css.slice(bodyStart, bodyEnd)),
    after: css.slice(bodyEnd + 1),
  };
}

/** The rules of a block's body: style rules, and `@media`/`@supports` blocks of them. */
function parseRules(body: string): UtilityRule[] {
  const rules: UtilityRule[] = [];
  let at = 0;
  while (at < body.length) {
    const open = nextOutsideStrings(body, at, "{;");
    if (open < 0 || body[open] === ";") {
      // A statement, not a rule: kept as it is.
      const end = open < 0 ? body.length : open + 1;
      rules.push({ text: body.slice(at, end), selectors: null });
      at = end;
      continue;
    }
    const close = closingBrace(body, open + 1);
    if (close < 0) {
      rules.push({ text: body.slice(at), selectors: null });
      break;
    }
    const prelude = body.slice(at, open);
    const inner = body.slice(open + 1, close);
    if (/^@(media|supports|container|layer)\b/.test(prelude)) rules.push({ prelude, rules: parseRules(inner) });
    else
      rules.push({ text: body.slice(at, close + 1), selectors: prelude.startsWith("@") ? null : classLists(prelude) });
    at = close + 1;
  }
  return rules;
}

/** For each selector of a list, the classes it needs on the page; null when one cannot be read (kept then). */
function classLists(prelude: string): string[][] | null {
  const lists = splitOutsideParens(prelude).map((selector) =>
    [...stripNots(selector).matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-]|[^\p{ASCII}])+)/gu)].map((match) =>
      unescapeCss(match[1] ?? ""),
    ),
  );
  const unfindable = lists.some((classes) => classes.some((name) => WORD_BREAK.test(name)));
  return unfindable ? null : lists;
}

function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
  );
}

/** The selector without its `:not(…)` parts: a class there is one the element must not have. */
function stripNots(selector: string): string {
  let out = "";
  for (let at = 0; at < selector.length; at++) {
    if (selector.startsWith(":not(", at) && selector[at - 1] !== "\\") {
      at = closingParen(selector, at + 5);
      continue;
    }
    out += selector[at];
  }
  return out;
}

function splitOutsideParens(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < prelude.length; at++) {
    const char = prelude[at];
    if (char === "\\") at++;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === "," && depth === 0) {
      parts.push(prelude.slice(from, at));
      from = at + 1;
    }
  }
  parts.push(prelude.slice(from));
  return parts;
}

function closingParen(text: string, from: number): number {
  let depth = 1;
  for (let at = from; at < text.length; at++) {
    const char = text[at];
    if (char === "\\") at++;
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return at;
  }
  return text.length;
}

/** The `}` closing the block whose body starts at `from`, skipping strings and escapes; -1 when there is none. */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let at = from; at < text.length; at++) {
    const char = text[at];
    if (char === "\\") at++;
    else if (char === '"' || char === "'") at = endOfString(text, at);
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return at;
  }
  return -1;
}

/** The first of `chars` at or after `from` outside strings and escapes; -1 when there is none. */
function nextOutsideStrings(text: string, from: number, chars: string): number {
  for (let at = from; at < text.length; at++) {
    const char = text[at] ?? "";
    if (char === "\\") at++;
    else if (char === '"' || char === "'") at = endOfString(text, at);
    else if (chars.includes(char)) return at;
  }
  return -1;
}

function endOfString(text: string, quoteAt: number): number {
  const quote = text[quoteAt];
  for (let at = quoteAt + 1; at < text.length; at++) {
    if (text[at] === "\\") at++;
    else if (text[at] === quote) return at;
  }
  return text.length;
}
