import { getRiskGradeSelect } from '../api/get-risk-grade-select';
import { selectListQuery } from './select-list-query';

/**
 * The risk grades to choose from, low to high (the risk point form).
 * Not quiet: the form has no place to show the failure, so the http client's toast
 * says why the list stays empty.
 */
export const riskGradeSelectQuery = selectListQuery('riskGradeSelect', (signal) =>
  getRiskGradeSelect({ signal }),
);
