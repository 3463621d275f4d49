import type { FieldError } from '@pest-portal/shared/contract';
import { CATALOGUE } from './catalogue';
import type { ApiLocale } from './locale';
import type { FieldIssue } from './rules';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One issue as the client shows it, in the request's language. */
export function messageOf(issue: FieldIssue, locale: ApiLocale): string {
  const catalogue = CATALOGUE[locale];
  const field = catalogue.fields[issue.key ?? issue.field] ?? catalogue.fields[issue.field];
  const template = field?.rules?.[issue.rule] ?? catalogue.generic[issue.rule];
  const vars: Record<string, string | number | undefined> = {
    label: field?.label ?? issue.field,
    ...issue.vars,
  };
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    vars[name] === undefined ? whole : String(vars[name]),
  );
  return capitalise(text);
}

export function fieldErrorsOf(issues: readonly FieldIssue[], locale: ApiLocale): FieldError[] {
  return issues.map((issue) => ({ field: issue.field, defaultMessage: messageOf(issue, locale) }));
}
