/** The pixels of a canvas, as getImageData returns them (RGBA, row by row). */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The smallest box holding every pixel with some ink (alpha above 0), widened by `padding`
 * and kept inside the image; null for an image with no ink. The pad draws on a transparent
 * background, so alpha alone tells ink from paper.
 */
export function inkBounds({ data, width, height }: Pixels, padding = 0): Box | null {
  let top = height;
  let left = width;
  let bottom = -1;
  let right = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width * 4;
    for (let x = 0; x < width; x += 1) {
      if (data[row + x * 4 + 3] === 0) continue;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  if (bottom < 0) return null;
  const x = Math.max(0, left - padding);
  const y = Math.max(0, top - padding);
  return {
    x,
    y,
    width: Math.min(width - 1, right + padding) - x + 1,
    height: Math.min(height - 1, bottom + padding) - y + 1,
  };
}
