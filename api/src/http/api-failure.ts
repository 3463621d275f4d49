import { STATUS, type FieldError } from '@pest-portal/shared/contract';
import type { FieldIssue, Rule, RuleVars } from './validation/rules';

/**
 * A refusal the client should see: thrown anywhere below a route, turned into the
 * envelope `{ statusCode, message, data }` by the error handler (HTTP status stays 200).
 */
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** 400 with the list of field errors; the message is the first one's, which is what the client shows. */
export function invalid(errors: FieldError[]): ApiFailure {
  return new ApiFailure(STATUS.VALIDATION, errors[0]?.defaultMessage ?? '请求参数无效', errors);
}

export function invalidField(field: string, defaultMessage: string): ApiFailure {
  return invalid([{ field, defaultMessage }]);
}

export function forbidden(message = '无权访问该公司的数据'): ApiFailure {
  return new ApiFailure(STATUS.FORBIDDEN, message);
}

export function notFound(message = '数据不存在'): ApiFailure {
  return new ApiFailure(STATUS.NOT_FOUND, message);
}

/**
 * A 400 whose messages come from the validation catalogue in the request's language:
 * the checks a schema cannot say (an end date before the start, a confirmation that
 * differs). The error handler words it.
 */
export class RuleFailure extends ApiFailure {
  constructor(readonly issues: FieldIssue[]) {
    super(STATUS.VALIDATION, issues[0]?.rule ?? 'invalid', null);
    this.name = 'RuleFailure';
  }
}

export function invalidRule(field: string, rule: Rule, vars?: RuleVars): RuleFailure {
  return new RuleFailure([{ field, rule, ...(vars ? { vars } : {}) }]);
}
