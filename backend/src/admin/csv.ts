/**
 * CSV (RFC 4180) for admin exports. Every field is quoted, quotes doubled; a value a spreadsheet
 * would run as a formula (starting with = + - @, or a tab or carriage return) gets a leading
 * single quote so that it is shown as text.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
