/**
 * The report's colours, one set for the HTML preview and the PDF, so both look like the
 * portal. `accent` is the portal theme's primary green, copied from shared/src/ui/theme.ts
 * (portalTheme.token.colorPrimary): that module is part of the browser UI kit, which the
 * API does not import; report-colours.test.ts fails when the two differ.
 */
export const REPORT_COLOURS = {
  /** Section headings (the PDF's heading text, the HTML's heading rule). */
  accent: '#12805c',
  text: '#222222',
  /** Secondary text: 7:1 on white. */
  muted: '#595959',
  /** A table's header row. */
  headerBackground: '#f5f7f6',
  border: '#dddddd',
} as const;
