import {
  Type,
  type SchemaOptions,
  type StringOptions,
  type TLiteral,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnion,
} from '@sinclair/typebox';

/**
 * The building blocks of every endpoint's schemas, so that one rule is written once: ids
 * fit the integer column, text never holds NUL (PostgreSQL refuses it) and is bounded,
 * dates are `YYYY-MM-DD`, pages are bounded in one place.
 */

/** The range of a PostgreSQL `integer` column: a larger id can name no row. */
export const ID_MAX = 2147483647;

export const PAGE_SIZE_MAX = 100;

/** Any text without a NUL character (the API refuses NUL before any SQL). */
export const NO_NUL = '^[^\\u0000]*$';
/** Text with at least one character that is not white space, and no NUL. */
export const NOT_BLANK = '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$';
export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
export const TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

/**
 * Marks a text input whose surrounding white space is not part of the value: the API
 * trims it after decryption, before validation (a symbol, so JSON Schema never sees it).
 */
export const TRIM = Symbol.for('pest-portal.trim');

/** A row id: 1..2147483647. */
export const Id = (options: SchemaOptions = {}) =>
  Type.Integer({ minimum: 1, maximum: ID_MAX, ...options });

/** A count or a total (never negative). */
export const Count = () => Type.Integer({ minimum: 0 });

/** Text of at most `maxLength` characters, no NUL; trimmed on input unless `raw`. */
export function Text(maxLength: number, options: StringOptions & { raw?: boolean } = {}) {
  const { raw, ...rest } = options;
  const schema = Type.String({ maxLength, pattern: NO_NUL, ...rest });
  return raw ? schema : Object.assign(schema, { [TRIM]: true });
}

/** Required text that must hold something besides white space. */
export function NonBlank(maxLength: number, options: StringOptions = {}) {
  return Text(maxLength, { pattern: NOT_BLANK, ...options });
}

/** The format (registered with the API's validator) of a date that exists: not 2026-02-30. */
export const DATE_FORMAT = 'calendar-date';

export function isCalendarDate(text: string): boolean {
  if (!new RegExp(DATE_PATTERN).test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A calendar date in a request, `YYYY-MM-DD` (spec §9), that exists. */
export const DateText = (options: StringOptions = {}) =>
  Type.String({ pattern: DATE_PATTERN, maxLength: 10, format: DATE_FORMAT, ...options });

/** A date in an answer, as the API writes it. */
export const DateOut = () => Type.String({ pattern: DATE_PATTERN });

/** A time as the API writes it: `YYYY-MM-DD HH:mm:ss`, China time. */
export const TimeText = () => Type.String({ pattern: TIME_PATTERN });

/** Output text: what the API wrote (no pattern needed on the way out). */
export const Str = () => Type.String();

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of a fixed list of strings. */
export function OneOf<const T extends readonly string[]>(
  values: T,
  options: SchemaOptions = {},
): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );
}

/** pageNum from 1 (default 1), pageSize 1..100 (default 10): every `.../page` endpoint. */
export const PAGE_INPUT = {
  pageNum: Type.Integer({ minimum: 1, maximum: ID_MAX, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 }),
};

/** An input object; properties the schema does not list are dropped by the API. */
export const Input = <T extends TProperties>(properties: T): TObject<T> =>
  Type.Object(properties, { additionalProperties: false });

/** For endpoints that take nothing. */
export const NoInput = () => Input({});

export const PageOf = <T extends TSchema>(row: T) =>
  Type.Object({
    list: Type.Array(row),
    total: Count(),
    pageNum: Type.Integer(),
    pageSize: Type.Integer(),
  });

/** The kinds of monitoring device (service records, QR labels, data trends). */
export const DEVICE_TYPES = [
  'bait_station',
  'glue_board',
  'fly_light',
  'mouse_trap',
  'insect_monitor',
] as const;
