/** One column of a CSV file: its header and how a row fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** Excel reads a CSV as the local code page unless it starts with this mark; with it, Chinese shows. */
export const UTF8_BOM = '\uFEFF';

/**
 * One cell, quoted when it must be (RFC 4180: comma, quote, line break). A text that a
 * spreadsheet would take for a formula (=, +, -, @ first) gets a leading apostrophe: a
 * customer opening the export must not run what someone typed into an address.
 */
export function csvCell(raw: string | number | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'number') return String(raw);
  const text = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header line, a line per row, CRLF between lines as Excel writes them. */
export function buildCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
