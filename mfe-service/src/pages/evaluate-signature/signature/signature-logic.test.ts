import { bufferScale, penRadiusFor, PEN_WIDTH } from './canvas-geometry';
import { inkBounds, type Pixels } from './crop';
import { dataUrlToBlob } from './data-url';

/** A transparent image with ink (alpha 255) at the given points. */
function image(width: number, height: number, ink: [number, number][]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x, y] of ink) data[(y * width + x) * 4 + 3] = 255;
  return { data, width, height };
}

describe('cropping to the drawn area', () => {
  it('finds the bounding box of every pixel with ink', () => {
    expect(
      inkBounds(
        image(20, 10, [
          [3, 2],
          [15, 7],
          [8, 4],
        ]),
      ),
    ).toEqual({ x: 3, y: 2, width: 13, height: 6 });
  });

  it('widens the box by the padding, inside the image', () => {
    expect(
      inkBounds(
        image(20, 10, [
          [1, 1],
          [18, 8],
        ]),
        4,
      ),
    ).toEqual({ x: 0, y: 0, width: 20, height: 10 });
    expect(inkBounds(image(20, 10, [[10, 5]]), 2)).toEqual({ x: 8, y: 3, width: 5, height: 5 });
  });

  it('counts faint ink (any alpha) and ignores colour on transparent pixels', () => {
    const img = image(4, 4, []);
    img.data[(2 * 4 + 1) * 4 + 3] = 1; // x 1, y 2, barely visible
    img.data[0] = 255; // red with no alpha: not ink
    expect(inkBounds(img)).toEqual({ x: 1, y: 2, width: 1, height: 1 });
  });

  it('has nothing to crop on an empty image', () => {
    expect(inkBounds(image(8, 8, []))).toBeNull();
  });
});

describe('the pad geometry', () => {
  it('maps CSS pixels onto the 800×300 buffer when a phone shrinks the canvas', () => {
    expect(bufferScale({ width: 400, height: 150 })).toEqual({ x: 2, y: 2 });
    expect(bufferScale({ width: 800, height: 300 })).toEqual({ x: 1, y: 1 });
    expect(bufferScale({ width: 0, height: 0 })).toEqual({ x: 1, y: 1 });
  });

  it('keeps the stroke 4 buffer pixels wide whatever the scale', () => {
    // signature_pad takes radii: half the line width, in CSS pixels.
    expect(penRadiusFor({ x: 1, y: 1 })).toBe(PEN_WIDTH / 2);
    expect(penRadiusFor({ x: 1, y: 1 })).toBe(2);
    expect(penRadiusFor({ x: 2, y: 2 }) * 2 * 2).toBe(PEN_WIDTH);
  });
});

describe('the PNG data URL as a file', () => {
  it('becomes a Blob of its type with its bytes', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0K');
    expect(blob.type).toBe('image/png');
    // jsdom's Blob has no arrayBuffer(); FileReader reads it the old way.
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    const bytes = new Uint8Array(buffer);
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]); // \x89PNG
  });

  it('refuses what is not a data URL', () => {
    expect(() => dataUrlToBlob('https://example.com/a.png')).toThrow('Not a data URL');
  });
});
