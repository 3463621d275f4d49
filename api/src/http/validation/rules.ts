/**
 * What can be wrong with one field. Schema failures (ajv keywords) are mapped onto these,
 * and the checks a schema cannot say (handlers) name them too, so every validation
 * message comes from the catalogue (./catalogue.ts) in the request's language.
 */
export type Rule =
  | 'required'
  | 'invalid'
  | 'tooLong'
  | 'tooShort'
  | 'range'
  | 'tooMany'
  | 'badChar'
  | 'date'
  /** endDate before startDate. */
  | 'dateOrder'
  /** A new password that is the old one. */
  | 'samePassword'
  /** The confirmation differs from the new password. */
  | 'mismatch';

/** Numbers a message may quote: a length, a count, a range. */
export interface RuleVars {
  limit?: number;
  min?: number;
  max?: number;
}

export interface FieldIssue {
  field: string;
  /** The catalogue entry, when it is not the field's name (the schema's `title`). */
  key?: string;
  rule: Rule;
  vars?: RuleVars;
}
