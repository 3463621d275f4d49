import { columnWidth, ELLIPSIS_CELL } from '@pest-portal/shared';

/**
 * A column of this section's tables, sized by the portal's one rule (shared/src/ui/column-width.ts,
 * as in the service, feedback and qualification tables): at least its header's width on one
 * line, so a header never breaks (风险等/级) and a name never stands one character a line.
 */
export function sizedColumn(title: string, width?: number) {
  return { title, width: columnWidth(title, width) };
}

/** A text column: one line, an ellipsis past its width, the whole text on hover. */
export function textColumn(title: string, width?: number) {
  return { ...sizedColumn(title, width), ...ELLIPSIS_CELL };
}

/**
 * The table's least width, the sum of its shown columns': its `scroll.x`, so a table wider
 * than its box scrolls inside it and a fixed layout never squeezes a column below its width.
 */
export function tableWidth(
  columns: ReadonlyArray<{ width?: number | string; hidden?: boolean }>,
): number {
  return columns.reduce((sum, c) => (c.hidden ? sum : sum + Number(c.width ?? 0)), 0);
}
