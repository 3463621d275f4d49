import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FieldError } from '@pest-portal/shared/contract';
import { invalid } from '../http/api-failure';

/** The message a person reads for a bad field, by its top-level name. */
export type FieldMessages = Readonly<Record<string, string>>;

/**
 * A route's `parse` from the contract's TypeBox schema: query strings are converted to
 * the schema's types (a GET sends `fileId=3`), then checked; every bad field comes back
 * in one 400 list, worded in Chinese for the client's toast. The same schema the
 * router will validate with once it is converted (issue 7 §3), so both agree.
 */
export function schemaParser<S extends TSchema>(
  schema: S,
  messages: FieldMessages,
): (raw: unknown) => Static<S> {
  return (raw) => {
    const value = Value.Convert(schema, raw ?? {});
    if (Value.Check(schema, value)) return value;
    const seen = new Set<string>();
    const errors: FieldError[] = [];
    for (const error of Value.Errors(schema, value)) {
      const field = error.path.split('/')[1] || '';
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({
        field: field || 'body',
        defaultMessage: messages[field] ?? `参数 ${field || 'body'} 无效`,
      });
    }
    throw invalid(errors);
  };
}
