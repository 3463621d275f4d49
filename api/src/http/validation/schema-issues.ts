import { DATE_FORMAT, DATE_PATTERN, ID_MAX, NOT_BLANK } from '@pest-portal/shared/contract';
import type { FieldIssue, Rule, RuleVars } from './rules';

/** The parts of an ajv error (Fastify's validator, `verbose` on) that we read. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
  data?: unknown;
}

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

function fieldOf(error: SchemaError): string {
  const missing = error.params.missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') return missing;
  // '/images/2' is the images field; '' is the whole query or body.
  return error.instancePath.split('/')[1] || 'body';
}

/**
 * A field's `title` names its catalogue entry where one field name means different
 * things (the content of feedback, the content of a rating).
 */
function titleOf(error: SchemaError, field: string): string | undefined {
  const own = error.keyword === 'required' ? undefined : error.parentSchema?.title;
  if (typeof own === 'string') return own;
  const properties = error.parentSchema?.properties as
    Record<string, { title?: unknown }> | undefined;
  const title = error.keyword === 'required' ? properties?.[field]?.title : undefined;
  return typeof title === 'string' ? title : undefined;
}

function hasNul(value: unknown): boolean {
  return typeof value === 'string' && value.includes('\u0000');
}

function patternRule(error: SchemaError): Rule {
  if (hasNul(error.data)) return 'badChar';
  if (error.params.pattern === NOT_BLANK) return 'required';
  if (error.params.pattern === DATE_PATTERN) return 'date';
  return 'invalid';
}

function rangeIssue(error: SchemaError): { rule: Rule; vars?: RuleVars } {
  const min = num(error.parentSchema?.minimum);
  const max = num(error.parentSchema?.maximum);
  // An id out of range names nothing: "invalid" says more than "between 1 and 2147483647".
  if (min === undefined || max === undefined || max >= ID_MAX) return { rule: 'invalid' };
  return { rule: 'range', vars: { min, max } };
}

function ruleOf(error: SchemaError): { rule: Rule; vars?: RuleVars } {
  const limit = num(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return { rule: 'required' };
    case 'maxLength':
      return { rule: 'tooLong', vars: { limit } };
    case 'minLength':
      return limit === 1 ? { rule: 'required' } : { rule: 'tooShort', vars: { limit } };
    case 'maxItems':
      return { rule: 'tooMany', vars: { limit } };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return rangeIssue(error);
    case 'pattern':
      return { rule: patternRule(error) };
    case 'format':
      return { rule: error.params.format === DATE_FORMAT ? 'date' : 'invalid' };
    default:
      // type, anyOf, const, enum, format...: a NUL in a text is said as such.
      return { rule: hasNul(error.data) ? 'badChar' : 'invalid' };
  }
}

/**
 * The schema failures of one request as field issues: one per field (the first failure
 * ajv met for it), in the order the schema lists its fields.
 */
export function issuesOf(errors: readonly SchemaError[], order: readonly string[]): FieldIssue[] {
  const byField = new Map<string, FieldIssue>();
  const titles = new Map<string, string>();
  for (const error of errors) {
    const field = fieldOf(error);
    const title = titleOf(error, field);
    if (title && !titles.has(field)) titles.set(field, title);
    if (!byField.has(field)) byField.set(field, { field, ...ruleOf(error) });
  }
  for (const [field, title] of titles) {
    const issue = byField.get(field);
    if (issue) issue.key = title;
  }
  const rank = (field: string) => {
    const at = order.indexOf(field);
    return at === -1 ? order.length : at;
  };
  return [...byField.values()].sort((a, b) => rank(a.field) - rank(b.field));
}
