import { mutationOptions } from '@tanstack/react-query';
import type { RiskPointAddRequest } from '@pest-portal/shared/contract/service';
import { addRiskPoint } from '../api/add-risk-point';
import { riskPointListsKey } from '../queries/query-keys';

export interface RiskPointSubmit extends RiskPointAddRequest {
  /** One id per risk point until it is added: a resend after a lost answer adds it once. */
  requestId: string;
}

/** Report a risk point; the lists of risk points then show it. */
export const addRiskPointMutation = () =>
  mutationOptions({
    mutationFn: ({ requestId, ...input }: RiskPointSubmit) =>
      addRiskPoint(input, { quiet: true, requestId }),
    onSuccess: (_added, _input, _context, { client }) =>
      void client.invalidateQueries({ queryKey: riskPointListsKey() }),
  });
