import type { Queryable } from '../../db/db';
import type { Rng } from '../prng';
import { Canvas } from './png';

type Rgb = readonly [number, number, number];

/** Where seeded pictures live, as stored in *_path columns (see 010_service.sql). */
export const assetPath = (name: string) => `service-assets/${name}`;

export const PHOTO_COUNT = 8;
export const SIGNATURE_COUNT = 6;

const PALETTE: readonly Rgb[] = [
  [120, 144, 156],
  [141, 110, 99],
  [96, 125, 139],
  [158, 157, 36],
  [0, 121, 107],
  [93, 64, 55],
];

/** A stand-in site photo: a floor, a wall, a device box and a few spots, 160x120. */
function photo(rng: Rng): Buffer {
  const canvas = new Canvas(160, 120, rng.pick(PALETTE));
  canvas.rect(0, 80, 160, 40, [189, 189, 189]);
  canvas.rect(rng.int(20, 100), rng.int(50, 70), 36, 24, [46, 125, 50]);
  for (let i = 0; i < 6; i++)
    canvas.line(
      rng.int(0, 159),
      rng.int(85, 118),
      rng.int(0, 159),
      rng.int(85, 118),
      1,
      [66, 66, 66],
    );
  return canvas.toPng();
}

/** A handwritten-looking stroke, black on white, like the signature pad draws (spec §9). */
function signature(rng: Rng): Buffer {
  const canvas = new Canvas(300, 110, [255, 255, 255]);
  let x = 20;
  let y = 60;
  while (x < 280) {
    const nx = x + rng.int(6, 18);
    const ny = Math.min(95, Math.max(15, y + rng.int(-28, 28)));
    canvas.line(x, y, nx, ny, 2, [0, 0, 0]);
    x = nx;
    y = ny;
  }
  return canvas.toPng();
}

export const photoName = (i: number) => `site-photo-${i + 1}.png`;
export const signatureName = (i: number) => `signature-${i + 1}.png`;

/** The seeded pictures, stored in service_assets; generated from the rng, so the same everywhere. */
export async function seedAssets(db: Queryable, rng: Rng): Promise<void> {
  const photos = Array.from({ length: PHOTO_COUNT }, (_, i) => [photoName(i), photo(rng)] as const);
  const signatures = Array.from(
    { length: SIGNATURE_COUNT },
    (_, i) => [signatureName(i), signature(rng)] as const,
  );
  const all = [...photos, ...signatures];
  const names = all.map(([name]) => name);
  const bodies = all.map(([, body]) => body);
  await db.query(
    `insert into service_assets (file_name, content_type, body)
     select name, 'image/png', body from unnest($1::text[], $2::bytea[]) as t(name, body)
     on conflict (file_name) do nothing`,
    [names, bodies],
  );
}
