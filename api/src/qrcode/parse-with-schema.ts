import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FieldError } from '@pest-portal/shared/contract';
import { invalid } from '../http/api-failure';
import { asRecord } from '../http/validation';

/** A field's name from a TypeBox error path ('/deviceId' → 'deviceId', '' → 'body'). */
function fieldOf(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

/**
 * A route's `parse` that validates the decoded query or body with the endpoint's own
 * contract schema: anything that does not match is a 400 listing every bad field
 * (first one first, which is what the client shows), never a 500 further down.
 * Query strings carry numbers as text, so values are converted before the check.
 */
export function parseWithSchema<S extends TSchema>(schema: S) {
  return (raw: unknown): Static<S> => {
    const value = Value.Convert(schema, asRecord(raw));
    if (Value.Check(schema, value)) return value;
    const seen = new Set<string>();
    const errors: FieldError[] = [];
    for (const error of Value.Errors(schema, value)) {
      const field = fieldOf(error.path);
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, defaultMessage: `参数 ${field} 无效：${error.message}` });
    }
    throw invalid(errors);
  };
}
