/**
 * What every table of this section must hold (issue 8, "tables cramp"): a fixed layout, and
 * each column at least as wide as its header on one line (14 px a character and 48 px of
 * padding and icon, shared/src/ui/column-width.ts), as antd writes it into the <colgroup>.
 * Returns the headers and widths, for a test's own checks.
 */
export function expectFixedColumns(root: HTMLElement): Array<[string, number]> {
  const table = root.querySelector('table');
  if (!table) throw new Error('no table');
  expect(table).toHaveStyle({ tableLayout: 'fixed' });
  const headers = [...root.querySelectorAll('thead th')]
    .filter((th) => !th.classList.contains('ant-table-cell-scrollbar'))
    .map((th) => th.textContent ?? '');
  const widths = [...table.querySelectorAll('colgroup col')]
    .map((col) => parseInt((col as HTMLElement).style.width, 10))
    .slice(0, headers.length);
  expect(widths).toHaveLength(headers.length);
  const pairs = headers.map((header, i): [string, number] => [header, widths[i]!]);
  for (const [header, width] of pairs)
    expect([header, width >= [...header].length * 14 + 48]).toEqual([header, true]);
  return pairs;
}
