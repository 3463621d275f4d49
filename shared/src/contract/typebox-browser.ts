import type { Type as TypeBoxType } from '@sinclair/typebox';

/**
 * The schema builders the contract uses, for production browser builds only: webpack
 * resolves `@sinclair/typebox` to this file there (shared/build/webpack-app.cjs).
 *
 * Why: a production page never reads a schema. The schemas serve the API's validation and
 * the development-only response check (api/response-check.ts, which imports the real
 * `@sinclair/typebox/value`). Yet TypeBox's builders pull in its type-level machinery
 * (extends checks, guards, mapped and template-literal types): 8.6 KB compressed in the
 * shell's main.js and again in every remote that defines its section's endpoints.
 *
 * Each builder makes the very object TypeBox 0.34 makes, with its symbols, so nothing reads
 * differently; typebox-browser.test.ts builds the whole contract with both and compares.
 * A builder the contract starts using must be added here: that test fails until it is.
 */

const Kind = Symbol.for('TypeBox.Kind');
const Hint = Symbol.for('TypeBox.Hint');
const OptionalKind = Symbol.for('TypeBox.Optional');

type Schema = Record<string | symbol, unknown>;
type Options = Record<string, unknown> | undefined;

/** TypeBox's CreateType in its default instance mode: the options under the schema's own keys. */
const create = (schema: Schema, options: Options): Schema =>
  options === undefined ? schema : { ...options, ...schema };

const leaf =
  (kind: string, type?: string) =>
  (options?: Options): Schema =>
    create(type === undefined ? { [Kind]: kind } : { [Kind]: kind, type }, options);

function object(properties: Record<string, Schema>, options?: Options): Schema {
  const required = Object.keys(properties).filter(
    (key) => properties[key]?.[OptionalKind] !== 'Optional',
  );
  const schema: Schema = { [Kind]: 'Object', type: 'object' };
  if (required.length > 0) schema.required = required;
  schema.properties = properties;
  return create(schema, options);
}

const builders = {
  Any: leaf('Any'),
  Boolean: leaf('Boolean', 'boolean'),
  Integer: leaf('Integer', 'integer'),
  Null: leaf('Null', 'null'),
  Number: leaf('Number', 'number'),
  String: leaf('String', 'string'),
  Object: object,
  Literal: (value: string | number | boolean, options?: Options): Schema =>
    create({ [Kind]: 'Literal', const: value, type: typeof value }, options),
  Array: (items: Schema, options?: Options): Schema =>
    create({ [Kind]: 'Array', type: 'array', items }, options),
  Optional: (schema: Schema): Schema => ({ ...schema, [OptionalKind]: 'Optional' }),
  Union(types: Schema[], options?: Options): Schema {
    if (types.length === 0) return create({ [Kind]: 'Never', not: {} }, options);
    if (types.length === 1) return create(types[0] as Schema, options);
    return create({ [Kind]: 'Union', anyOf: types }, options);
  },
  Unsafe: (options: Schema = {}): Schema =>
    create({ [Kind]: (options[Kind] as string | undefined) ?? 'Unsafe' }, options),
  /** Objects only, as the contract composes them: their properties merged into one object. */
  Composite: (objects: Schema[], options?: Options): Schema =>
    object(
      Object.assign({}, ...objects.map((o) => o.properties as Record<string, Schema>)) as Record<
        string,
        Schema
      >,
      options,
    ),
  /** With an `$id` always (the contract names its recursive types). */
  Recursive(callback: (self: Schema) => Schema, options: Options & { $id: string }): Schema {
    const self = callback({ [Kind]: 'This', $ref: options.$id });
    return create({ [Hint]: 'Recursive', ...self, $id: options.$id }, options);
  },
};

/** The builders under TypeBox's own types: the contract type-checks against the real package. */
export const Type = builders as unknown as Pick<typeof TypeBoxType, keyof typeof builders>;
