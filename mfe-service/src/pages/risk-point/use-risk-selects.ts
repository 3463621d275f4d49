import { useQuery } from '@tanstack/react-query';
import { type RiskGradeOption, type SelectOption } from '@pest-portal/shared/contract/service';
import { pestSelectQuery } from '../../queries/pest-select-query';
import { riskGradeSelectQuery } from '../../queries/risk-grade-select-query';
import { riskTypeSelectQuery } from '../../queries/risk-type-select-query';

export interface RiskSelects {
  pests: SelectOption[];
  riskTypes: SelectOption[];
  riskGrades: RiskGradeOption[];
}

/**
 * The form's three lists, asked in parallel once the form opens (the route's loader
 * started them), then served from the cache for the session. One that fails stays empty
 * (the http client said why), and the form cannot be sent without it.
 */
export function useRiskSelects(active: boolean): RiskSelects {
  const pests = useQuery({ ...pestSelectQuery(), enabled: active });
  const riskTypes = useQuery({ ...riskTypeSelectQuery(), enabled: active });
  const riskGrades = useQuery({ ...riskGradeSelectQuery(), enabled: active });
  return {
    pests: pests.data ?? [],
    riskTypes: riskTypes.data ?? [],
    riskGrades: riskGrades.data ?? [],
  };
}
