import type {
  AlertPeriodKind,
  AlertRule,
  AlertRuleInput,
  AreaOption,
} from '@pest-portal/shared/contract/dashboard';
import { ALERT_THRESHOLD_MAX } from '@pest-portal/shared/contract/dashboard';

export interface Choice {
  value: number;
  label: string;
}

/** The companies a rule may watch: those with areas (devices stand in areas), in list order. */
export function memberChoices(areas: readonly AreaOption[]): Choice[] {
  const seen = new Map<number, string>();
  for (const a of areas) if (!seen.has(a.memberId)) seen.set(a.memberId, a.memberName);
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** The areas of one company (none chosen yet: none to offer). */
export function areaChoices(areas: readonly AreaOption[], memberId: number | undefined): Choice[] {
  return areas
    .filter((a) => a.memberId === memberId)
    .map((a) => ({ value: a.areaId, label: a.areaName }));
}

/** Why a threshold is refused, or null: a whole number from 1 to the contract's maximum. */
export function thresholdProblem(value: unknown): 'required' | 'invalid' | null {
  if (value === undefined || value === null || value === '') return 'required';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= ALERT_THRESHOLD_MAX ? null : 'invalid';
}

/** What the form holds. */
export interface RuleFormValues {
  memberId?: number;
  pestId?: number;
  areaId?: number;
  periodKind: AlertPeriodKind;
  threshold?: number;
}

/** The form's values as a new rule's input (validated by the form first). */
export function toRuleInput(values: RuleFormValues): AlertRuleInput {
  return {
    ...(values.memberId !== undefined && { memberId: values.memberId }),
    pestId: values.pestId ?? 0,
    ...(values.areaId !== undefined && { areaId: values.areaId }),
    periodKind: values.periodKind,
    threshold: values.threshold ?? 0,
  };
}

/** A rule's form values, for editing it. */
export function valuesOf(rule: AlertRule): RuleFormValues {
  return {
    memberId: rule.memberId,
    pestId: rule.pestId,
    areaId: rule.areaId ?? undefined,
    periodKind: rule.periodKind,
    threshold: rule.threshold,
  };
}

/** How a rule is named in labels: its pest and its area. */
export function ruleName(rule: AlertRule, allAreas: string): string {
  return `${rule.pestName} · ${rule.areaName ?? allAreas}`;
}
