import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { DATE_PATTERN, ID_MAX, TIME_PATTERN } from '@pest-portal/shared/contract';

type Json = Record<string, unknown>;
const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

const anyText = (max: number) => fc.string({ unit: 'grapheme', maxLength: max });

/** Strings of a pattern; fast-check cannot build every pattern (lookahead), then any text. */
function matching(pattern: string, max: number): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return anyText(max);
  }
}

function stringOf(schema: Json): fc.Arbitrary<string> {
  const min = num(schema.minLength, 0);
  const max = Math.min(num(schema.maxLength, 60), 60);
  if (schema.pattern === DATE_PATTERN)
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern === TIME_PATTERN) return fc.constant('2026-11-23 10:00:00');
  const text = typeof schema.pattern === 'string' ? matching(schema.pattern, max) : anyText(max);
  return text.filter(
    (s) => [...s].length >= min && [...s].length <= num(schema.maxLength, Infinity),
  );
}

/**
 * Values a schema accepts, mostly: derived from the schema itself, so a new endpoint's
 * input is fuzzed without anyone writing its generator. Ids range over the whole column,
 * so most name no row.
 */
export function validish(schema: TSchema): fc.Arbitrary<unknown> {
  const s = schema as Json;
  if (Array.isArray(s.anyOf)) return fc.oneof(...(s.anyOf as TSchema[]).map(validish));
  if ('const' in s) return fc.constant(s.const);
  switch (s.type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, TSchema>;
      const required = (s.required ?? []) as string[];
      const shape = Object.fromEntries(
        Object.entries(properties).map(([k, v]) => [k, validish(v)]),
      );
      return fc.record(shape, { requiredKeys: required });
    }
    case 'integer':
      return fc.oneof(
        fc.integer({ min: num(s.minimum, -1000), max: Math.min(num(s.maximum, ID_MAX), ID_MAX) }),
        fc.constantFrom(num(s.minimum, 0), num(s.maximum, ID_MAX), 1),
      );
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringOf(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validish(s.items as TSchema), { maxLength: num(s.maxItems, 4) });
    default:
      return fc.constant({});
  }
}

/** What a script sends where a field is expected: NUL, huge numbers, wrong types, huge text. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    2147483648,
    -2147483649,
    2 ** 53 + 2,
    1e308,
    -0,
    '2147483648',
    '99999999999999999999999',
    '1e400',
    'NaN',
    '',
    ' ',
    null,
    true,
    [],
    {},
    [null],
    { $gt: '' },
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '2026-02-30',
    '9999-99-99',
    'x'.repeat(70_000),
    '虫'.repeat(5_000),
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/**
 * An input for one endpoint: schema-derived and valid-ish, with one field replaced or
 * added by a hostile value, or the whole input replaced by one.
 */
export function fuzzInput(schema: TSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return hostile;
  const fields = Object.keys(((schema as Json).properties ?? {}) as Json);
  const base = validish(schema);
  return fc.oneof(
    { weight: 3, arbitrary: base },
    {
      weight: 5,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...fields, '__proto__', 'constructor', 'extra'), hostile)
        .map(([value, field, bad]) => ({ ...(value as Json), [field]: bad })),
    },
    { weight: 1, arbitrary: hostile },
  );
}
