import { getPestSelect } from '../api/get-pest-select';
import { selectListQuery } from './select-list-query';

/**
 * The pests to choose from (the risk point form).
 * Not quiet: the form has no place to show the failure, so the http client's toast
 * says why the list stays empty.
 */
export const pestSelectQuery = selectListQuery('pestSelect', (signal) => getPestSelect({ signal }));
