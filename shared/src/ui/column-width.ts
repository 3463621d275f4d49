/** Pixels a header character takes (14 px CJK), and a cell's padding and sort icon. */
const CHAR_WIDTH = 14;
const CELL_CHROME = 48;
/** No column narrower than this: a short header over long values would squeeze them. */
const MIN_WIDTH = 80;

/**
 * A table column's width: its own, or enough for its header on one line (a header broken
 * as 风险等/级 reads as two words). Every table of the portal gives each column one and
 * lays out fixed, so widths do not jump when a filter brings other rows; text past the
 * width ends in an ellipsis with the whole text on hover.
 */
export function columnWidth(title: string, width?: number): number {
  const header = [...title].length * CHAR_WIDTH + CELL_CHROME;
  return Math.max(width ?? 0, header, MIN_WIDTH);
}

/** The antd column props for a one-line text cell: the ellipsis, the whole text on hover. */
export const ELLIPSIS_CELL = { ellipsis: { showTitle: true } } as const;
