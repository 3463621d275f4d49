import { getRiskTypeSelect } from '../api/get-risk-type-select';
import { selectListQuery } from './select-list-query';

/**
 * The risk types to choose from (the risk point form).
 * Not quiet: the form has no place to show the failure, so the http client's toast
 * says why the list stays empty.
 */
export const riskTypeSelectQuery = selectListQuery('riskTypeSelect', (signal) =>
  getRiskTypeSelect({ signal }),
);
