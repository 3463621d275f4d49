/** Series colours: the portal's green first (shared theme colorPrimary), then distinct hues. */
export const PALETTE = [
  '#12805c',
  '#e8912d',
  '#3b7dd8',
  '#c43d3d',
  '#7b61c4',
  '#2aa5a0',
  '#b8860b',
  '#8c8c8c',
  '#d45d9c',
  '#5b8c2a',
];
