import { useQuery } from '@tanstack/react-query';
import type {
  MemberOption,
  SelectOption,
  StatusOption,
} from '@pest-portal/shared/contract/service';
import { memberSelectQuery } from '../../queries/member-select-query';
import { taskStatusSelectQuery } from '../../queries/task-status-select-query';
import { taskTypeOptionsQuery } from '../../queries/task-type-options-query';

export interface FilterOptions {
  statuses: StatusOption[];
  taskTypes: SelectOption[];
  members: MemberOption[];
}

/**
 * The choices of the filters, from the portal's one cache: fetched once per session. Each
 * list loads on its own: one that fails leaves its filter empty, not the page.
 */
export function useFilterOptions(withMembers: boolean): FilterOptions {
  const statuses = useQuery(taskStatusSelectQuery());
  const taskTypes = useQuery(taskTypeOptionsQuery());
  const members = useQuery({ ...memberSelectQuery(), enabled: withMembers });
  return {
    statuses: statuses.data ?? [],
    taskTypes: taskTypes.data ?? [],
    members: (withMembers && members.data) || [],
  };
}
