import { useEffect, useState } from 'react';
import { type RiskGradeOption, type SelectOption } from '@pest-portal/shared/contract/service';
import { getPestSelect } from '../../api/get-pest-select';
import { getRiskGradeSelect } from '../../api/get-risk-grade-select';
import { getRiskTypeSelect } from '../../api/get-risk-type-select';

export interface RiskSelects {
  pests: SelectOption[];
  riskTypes: SelectOption[];
  riskGrades: RiskGradeOption[];
}

/** The form's three lists, loaded in parallel when the form opens. */
export function useRiskSelects(active: boolean): RiskSelects {
  const [lists, setLists] = useState<RiskSelects>({ pests: [], riskTypes: [], riskGrades: [] });
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    Promise.all([
      getPestSelect(options),
      getRiskTypeSelect(options),
      getRiskGradeSelect(options),
    ]).then(
      ([pests, riskTypes, riskGrades]) => setLists({ pests, riskTypes, riskGrades }),
      () => undefined, // the client already said why; the selects stay empty and the form cannot be sent
    );
    return () => controller.abort();
  }, [active]);
  return lists;
}
