// By package name: ApiError must be the run-time core's class, the one the http client
// throws, for `instanceof` to hold in a remote's bundle.
import { ApiError } from '@pest-portal/shared';

/**
 * What a failed call says, for an error shown in place (calls made `quiet`): the http
 * client's ApiError already carries the catalogue's text (spec §8); anything else thrown
 * says what it can.
 */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One field's messages, in the shape antd's `form.setFields` takes. */
export interface FieldErrorsOf<F extends string> {
  name: F;
  errors: string[];
}

/**
 * The server's field checks (a 400's `{ field, defaultMessage }` list) for the fields the
 * form has, so each shows under its own field; fields the form lacks are left to the
 * error text. Nothing for any other failure.
 * @param fields the form's field names, as a list or as the keys of a record
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[] | Readonly<Record<F, unknown>>,
): FieldErrorsOf<F>[] {
  if (!(error instanceof ApiError)) return [];
  const names: readonly string[] = Array.isArray(fields) ? fields : Object.keys(fields);
  const isField = (field: string): field is F => names.includes(field);
  return error.fieldErrors.flatMap((f) =>
    isField(f.field) ? [{ name: f.field, errors: [f.defaultMessage] }] : [],
  );
}
