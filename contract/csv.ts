/** A CSV cell: quoted, inner quotes doubled; a leading = + - @ is neutralised so no spreadsheet runs it as a formula. */
const cell = (value: string | number) => {
  const text = String(value);
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** Rows as CSV (RFC 4180, CRLF), the first row being the header. */
export const toCsv = (rows: (string | number)[][]) => `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
