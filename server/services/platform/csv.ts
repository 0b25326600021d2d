// CSV as the exports write it (the subscribers', the open data, a collection's): shared, so every file
// a spreadsheet opens is defused the same way.

/**
 * A cell a spreadsheet will not run: one starting with =, +, -, @, tab or carriage return gets a
 * leading apostrophe (OWASP "CSV injection"); then RFC 4180 quoting when it holds a quote, comma or
 * line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
