import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Type as RealType } from '@sinclair/typebox';
import { Type } from './typebox-browser';

/** Every contract module, as production browser builds compile it. */
function contractFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|typebox-browser\.ts$/.test(entry.name)
      ? [file]
      : [];
  });
}

/** Each module's exported values that are data (schemas, endpoint tables), not functions. */
function loadContract(withBrowserBuilders: boolean): Record<string, unknown> {
  const loaded: Record<string, unknown> = {};
  jest.isolateModules(() => {
    if (withBrowserBuilders)
      jest.doMock('@sinclair/typebox', () => jest.requireActual('./typebox-browser'));
    for (const file of contractFiles(__dirname)) {
      const exports = jest.requireActual<Record<string, unknown>>(file);
      for (const [name, value] of Object.entries(exports))
        if (typeof value !== 'function')
          loaded[`${path.relative(__dirname, file)}#${name}`] = value;
    }
  });
  jest.dontMock('@sinclair/typebox');
  return loaded;
}

describe('the browser schema builders', () => {
  it('make the same object as TypeBox for every export of the contract', () => {
    const real = loadContract(false);
    const browser = loadContract(true);
    // Enough to be the whole contract, not a handful of files that happened to load.
    expect(Object.keys(real).length).toBeGreaterThan(300);
    expect(Object.keys(browser)).toEqual(Object.keys(real));
    for (const key of Object.keys(real)) expect([key, browser[key]]).toEqual([key, real[key]]);
  });

  it('keep TypeBox symbols and option order for each builder', () => {
    const cases: [unknown, unknown][] = [
      [Type.Integer({ minimum: 1 }), RealType.Integer({ minimum: 1 })],
      [Type.Optional(Type.String()), RealType.Optional(RealType.String())],
      [Type.Union([]), RealType.Union([])],
      [Type.Union([Type.Null()]), RealType.Union([RealType.Null()])],
      [Type.Literal(3), RealType.Literal(3)],
      [Type.Unsafe<Blob>(Type.Any()), RealType.Unsafe<Blob>(RealType.Any())],
      [
        Type.Object({ a: Type.Optional(Type.Number()) }),
        RealType.Object({ a: RealType.Optional(RealType.Number()) }),
      ],
      [
        Type.Composite([
          Type.Object({ a: Type.Boolean() }),
          Type.Object({ b: Type.Array(Type.Null()) }),
        ]),
        RealType.Composite([
          RealType.Object({ a: RealType.Boolean() }),
          RealType.Object({ b: RealType.Array(RealType.Null()) }),
        ]),
      ],
    ];
    for (const [browser, real] of cases) expect(browser).toEqual(real);
  });
});
