import { getMemberSelect } from '../api/get-member-select';
import { selectListQuery } from './select-list-query';

/** The current company and its member companies (the service list's member filter). */
export const memberSelectQuery = selectListQuery('memberSelect', (signal) =>
  getMemberSelect({ signal, quiet: true }),
);
