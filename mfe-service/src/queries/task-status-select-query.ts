import { getTaskStatusSelect } from '../api/get-task-status-select';
import { selectListQuery } from './select-list-query';

/** The work-order statuses with their display names (the service list's status filter). */
export const taskStatusSelectQuery = selectListQuery('taskStatusSelect', (signal) =>
  getTaskStatusSelect({ signal, quiet: true }),
);
