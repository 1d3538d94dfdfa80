import { execFileSync } from "node:child_process";

/**
 * SQL straight into the e2e server's local D1 (scripts/e2e.mjs keeps it in
 * .wrangler/e2e-state), for a state no page or endpoint makes yet: statements
 * run in one wrangler call (each call takes seconds), values written by the
 * test itself, never a visitor's.
 */
export function runE2eSql(statements: string[], attempts = 8) {
  try {
    runOnce(statements);
  } catch (error) {
    // The running server may hold the database's lock a moment: wrangler's own start-up is the wait between tries.
    if (attempts <= 1 || !String((error as { stderr?: unknown }).stderr ?? error).includes("SQLITE_BUSY")) throw error;
    runE2eSql(statements, attempts - 1);
  }
}

function runOnce(statements: string[]) {
  execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      ".wrangler/e2e-state",
      "--command",
      statements.join(";\n"),
    ],
    { stdio: "pipe", timeout: 60_000 },
  );
}

/** A text value as SQL writes it. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
