/** spec §9: the pad's drawing buffer, whatever size CSS shows it at. */
export const PAD_SIZE = { width: 800, height: 300 } as const;
/** spec §9: the line width, in buffer pixels. */
export const PEN_WIDTH = 4;
export const PEN_COLOR = '#000000';

export interface Scale {
  x: number;
  y: number;
}

/**
 * Buffer pixels per CSS pixel. signature_pad takes pointer positions in CSS pixels from the
 * canvas's top-left; on a phone CSS shrinks the 800×300 canvas, so the context is scaled
 * by this to land each point where the finger is. 1 for a canvas not laid out yet.
 */
export function bufferScale(shown: { width: number; height: number }, buffer = PAD_SIZE): Scale {
  return {
    x: shown.width > 0 ? buffer.width / shown.width : 1,
    y: shown.height > 0 ? buffer.height / shown.height : 1,
  };
}

/**
 * The pen size to give signature_pad (CSS pixels) so that the stroke is PEN_WIDTH buffer
 * pixels wide. signature_pad's minWidth, maxWidth and dotSize are the radii of the dots it
 * strings into a line, not line widths: a line of width 4 is drawn with radius 2.
 */
export function penRadiusFor(scale: Scale): number {
  return PEN_WIDTH / 2 / Math.max(scale.x, scale.y);
}
