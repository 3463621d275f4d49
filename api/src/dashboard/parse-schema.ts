import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FieldError } from '@pest-portal/shared/contract';
import { invalid } from '../http/api-failure';
import { asRecord } from '../http/validation';

/** The field a TypeBox error points at: '/startDate' → 'startDate', the body itself → 'body'. */
function fieldOf(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

/**
 * A route's `parse` from the endpoint's schema: the decoded body must satisfy it, or the
 * call is refused with 400 and one entry per bad field. Written for createRouter's `parse`
 * so these routes validate the same way whether or not the router validates on its own.
 */
export function parseWith<S extends TSchema>(schema: S): (raw: unknown) => Static<S> {
  return (raw) => {
    // Numbers may arrive as strings (a GET query, a form); Convert only widens what fits.
    const value: unknown = Value.Convert(schema, asRecord(raw));
    if (Value.Check(schema, value)) return value;
    const seen = new Set<string>();
    const errors: FieldError[] = [];
    for (const error of Value.Errors(schema, value)) {
      const field = fieldOf(error.path);
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, defaultMessage: `${field} 取值无效：${error.message}` });
    }
    throw invalid(errors);
  };
}
