import SignaturePad from 'signature_pad';
import { bufferScale, PAD_SIZE, PEN_COLOR, penRadiusFor } from './canvas-geometry';
import { inkBounds } from './crop';

/** What the page needs of the pad; the one place that knows signature_pad and the 2D canvas. */
export interface PadSurface {
  isEmpty: () => boolean;
  clear: () => void;
  /** The drawing as a PNG data URL, cropped to the ink when asked. */
  toPng: (crop: boolean) => string;
  /** Re-read the canvas's shown size (after a resize or rotation). */
  fit: () => void;
  onDraw: (listener: () => void) => void;
  destroy: () => void;
}

/** Pixels left around the ink when cropping, so the strokes' edges are not cut. */
const CROP_PADDING = 8;

function cropped(canvas: HTMLCanvasElement): string {
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas.toDataURL('image/png');
  const box = inkBounds(ctx.getImageData(0, 0, canvas.width, canvas.height), CROP_PADDING);
  if (!box) return canvas.toDataURL('image/png');
  const out = document.createElement('canvas');
  out.width = box.width;
  out.height = box.height;
  out.getContext('2d')?.putImageData(ctx.getImageData(box.x, box.y, box.width, box.height), 0, 0);
  return out.toDataURL('image/png');
}

export function createPadSurface(canvas: HTMLCanvasElement): PadSurface {
  canvas.width = PAD_SIZE.width;
  canvas.height = PAD_SIZE.height;
  const pad = new SignaturePad(canvas, {
    penColor: PEN_COLOR,
    // Radii, set by fit() below from the shown size: 2 on an unscaled pad (line width 4).
    minWidth: 2,
    maxWidth: 2,
    dotSize: 2,
  });

  function fit() {
    const rect = canvas.getBoundingClientRect();
    const scale = bufferScale(rect);
    // Map CSS-pixel pointer positions onto the 800×300 buffer, and keep the stroke 4 buffer pixels wide (radius 2).
    canvas.getContext('2d')?.setTransform(scale.x, 0, 0, scale.y, 0, 0);
    const radius = penRadiusFor(scale);
    pad.minWidth = radius;
    pad.maxWidth = radius;
    pad.dotSize = radius;
  }
  fit();

  return {
    isEmpty: () => pad.isEmpty(),
    clear: () => pad.clear(),
    toPng: (crop) => (crop ? cropped(canvas) : pad.toDataURL('image/png')),
    fit,
    // On the first touch of the pen, not its lifting: a warning about an empty pad goes as soon as one signs.
    onDraw: (listener) => pad.addEventListener('beginStroke', listener),
    destroy: () => pad.off(),
  };
}
