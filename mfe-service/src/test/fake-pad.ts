import type { PadSurface } from '../pages/evaluate-signature/signature/pad-surface';

export const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * The signature pad's drawing surface as a test double: jsdom has no 2D canvas, so the pad
 * is replaced at its one seam (createPadSurface), drawn on or not.
 */
export function fakePad(drawn: boolean): PadSurface & { toPng: jest.Mock; clear: jest.Mock } {
  return {
    isEmpty: () => !drawn,
    clear: jest.fn(),
    toPng: jest.fn(() => PNG),
    fit: jest.fn(),
    onDraw: jest.fn(),
    destroy: jest.fn(),
  };
}
