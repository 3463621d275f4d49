export { requestLocale, type ApiLocale } from './locale';
export { fieldErrorsOf, messageOf } from './messages';
export type { FieldIssue, Rule, RuleVars } from './rules';
export { issuesOf, type SchemaError } from './schema-issues';
