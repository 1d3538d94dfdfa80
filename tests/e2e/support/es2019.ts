import { Parser, tokTypes } from "acorn";

/**
 * acorn at `ecmaVersion: 2019, sourceType: "module"`, plus the three ES2020 syntaxes that Chromium had
 * before the TVs of 2019 (Chromium 68/69): `import()` (63) and `import.meta` (64), without which a
 * code-split module app cannot load its chunks, and BigInt literals (67). Everything else of ES2020 and
 * later (`?.`, `??`, class fields, `export * as`, numeric separators, `||=`…) is still refused. acorn's
 * plugins are subclasses (acornjs' own acorn-dynamic-import, acorn-import-meta and acorn-bigint did this
 * before ES2020); the methods overridden here are acorn's internal ones, typed below.
 */
type Internals = {
  type: unknown;
  input: string;
  end: number;
  options: { ecmaVersion: number };
  startNode(): unknown;
  parseExpression(): unknown;
  parseExpressionStatement(node: unknown, expression: unknown): unknown;
  parseExprImport(forNew?: boolean): unknown;
};
type InternalParser = new (
  ...args: unknown[]
) => Internals & {
  parseExprAtom(...args: unknown[]): unknown;
  parseStatement(...args: unknown[]): unknown;
  readNumber(startsWithDot: boolean): unknown;
  readRadixNumber(radix: number): unknown;
};

const Base = Parser as unknown as InternalParser;

class ModuleParser2019 extends Base {
  /** `import(…)` and `import.meta` inside an expression. */
  override parseExprAtom(...args: unknown[]) {
    if (this.type === tokTypes._import) return this.parseExprImport(args[2] as boolean | undefined);
    return super.parseExprAtom(...args);
  }

  /** A statement that starts with `import(` or `import.` is an expression, not an import declaration. */
  override parseStatement(...args: unknown[]) {
    if (this.type === tokTypes._import && /^\s*[(.]/.test(this.input.slice(this.end, this.end + 64))) {
      return this.parseExpressionStatement(this.startNode(), this.parseExpression());
    }
    return super.parseStatement(...args);
  }

  /** `0n`, `0x1n`: acorn reads the `n` suffix from ecmaVersion 11 on (numeric separators need 12). */
  override readNumber(startsWithDot: boolean) {
    return this.asEs2020(() => super.readNumber(startsWithDot));
  }

  override readRadixNumber(radix: number) {
    return this.asEs2020(() => super.readRadixNumber(radix));
  }

  private asEs2020<T>(read: () => T): T {
    const version = this.options.ecmaVersion;
    this.options.ecmaVersion = 11;
    try {
      return read();
    } finally {
      this.options.ecmaVersion = version;
    }
  }
}

/** Throws acorn's SyntaxError (with its position) when `code` needs syntax newer than the TVs' browsers. */
export function parseAsEs2019Module(code: string) {
  return (ModuleParser2019 as unknown as typeof Parser).parse(code, { ecmaVersion: 2019, sourceType: "module" });
}
