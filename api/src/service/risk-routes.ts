import {
  ENDPOINTS,
  RISK_POINT_LIMITS,
  RISK_STATUSES,
  type RiskPointAddRequest,
  type RiskPointPageRequest,
} from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { Router } from '../http/route';
import { asRecord, charCount, FieldErrors, readString } from '../http/validation';
import { readOptionalEnum, readOptionalId, readPage } from './parse';
import { riskPage } from './risk-query';
import { insertRiskPoint } from './risk-point-insert';
import { memberScope } from './scope';

export function parseRiskPointPage(raw: unknown): RiskPointPageRequest {
  const body = asRecord(raw);
  const errors = new FieldErrors();
  const request: RiskPointPageRequest = {
    ...readPage(body, errors),
    status: readOptionalEnum(body, 'status', RISK_STATUSES, errors),
    memberId: readOptionalId(body, 'memberId', errors),
    riskGradeId: readOptionalId(body, 'riskGradeId', errors),
    source: readOptionalEnum(body, 'source', ['visit', 'customer'] as const, errors),
  };
  errors.throwIfAny();
  return request;
}

function text(
  body: Readonly<Record<string, unknown>>,
  field: string,
  label: string,
  max: number,
  errors: FieldErrors,
): string {
  const value = (readString(body[field]) ?? '').trim();
  if (!value) errors.add(field, `请填写${label}`);
  else if (charCount(value) > max) errors.add(field, `${label}不能超过${max}字`);
  return value;
}

export function parseRiskPointAdd(raw: unknown): RiskPointAddRequest {
  const body = asRecord(raw);
  const errors = new FieldErrors();
  const riskTypeId = readOptionalId(body, 'riskTypeId', errors);
  if (riskTypeId === undefined && !errors.has('riskTypeId'))
    errors.add('riskTypeId', '请选择风险类型');
  const riskGradeId = readOptionalId(body, 'riskGradeId', errors);
  if (riskGradeId === undefined && !errors.has('riskGradeId'))
    errors.add('riskGradeId', '请选择风险等级');
  const images = Array.isArray(body.images) ? body.images : body.images === undefined ? [] : null;
  if (
    !images ||
    !images.every((i): i is string => typeof i === 'string' && i.length > 0 && i.length < 500)
  )
    errors.add('images', '图片列表无效');
  else if (images.length > RISK_POINT_LIMITS.images)
    errors.add('images', `最多上传${RISK_POINT_LIMITS.images}张图片`);
  const request: RiskPointAddRequest = {
    memberId: readOptionalId(body, 'memberId', errors),
    pestId: readOptionalId(body, 'pestId', errors),
    riskTypeId: riskTypeId ?? 0,
    riskGradeId: riskGradeId ?? 0,
    location: text(body, 'location', '位置', RISK_POINT_LIMITS.locationMax, errors),
    description: text(body, 'description', '风险描述', RISK_POINT_LIMITS.descriptionMax, errors),
    images: (images ?? []) as string[],
  };
  errors.throwIfAny();
  return request;
}

/** riskPointPage lists the company's risk points; riskPointAdd (our addition) reports a new one. */
export function registerRiskRoutes(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.riskPointPage, {
    parse: parseRiskPointPage,
    handle: (input, { auth }) =>
      riskPage(ctx.db, ctx.settings.api.basePath, {
        ...input,
        customerId: auth.customerId,
        members: memberScope(auth, input.memberId),
      }),
  });
  router.route(ENDPOINTS.riskPointAdd, {
    parse: parseRiskPointAdd,
    async handle(input, { auth }) {
      const memberId = input.memberId ?? auth.mid;
      memberScope(auth, memberId);
      return { id: await insertRiskPoint(ctx.db, auth, { ...input, memberId }, ctx.now()) };
    },
  });
}
