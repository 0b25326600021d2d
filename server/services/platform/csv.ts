// CSV as the exports write it (the subscribers', the open data, a collection's): shared, so every file
// a spreadsheet opens is defused the same way.

/**
 * Where a spreadsheet may start a field: the cell's start, and after any character some locale or
 * import dialog splits on (`,`; `;` in Excel with a Brazilian or European list separator; tab; a line
 * break, read by tools that ignore quotes). Excel treats a quote in mid-field as a plain character, so
 * the quotes this file adds do not stop a `;` splitting there. Blanks and quotes before the trigger
 * are skipped when reading a field, so they are here too.
 */
const FIELD_START = /(^|[,;\t\r\n])([\s"]*)([=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * A cell a spreadsheet will not run in any locale: every field it might split out that starts with
 * =, +, -, @ (or their full-width forms), after blanks or quotes, gets an apostrophe before that sign
 * (OWASP "CSV injection"), as does a cell starting with a tab or carriage return; then RFC 4180
 * quoting when it holds a quote, comma, semicolon, tab or line break, so a reader splitting on `;` or
 * tab keeps it whole too.
 */
export function csvCell(value: string): string {
  // A cell starting with a tab or carriage return is marked too (OWASP's list): some readers drop it.
  const safe = (/^[\t\r]/.test(value) ? `'${value}` : value).replace(FIELD_START, "$1$2'$3");
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
