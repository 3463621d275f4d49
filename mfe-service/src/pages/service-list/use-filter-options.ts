import { useEffect, useState } from 'react';
import { type MemberOption, type SelectOption, type StatusOption } from '@pest-portal/shared';
import { MAX_PAGE_SIZE } from '../../components/paging';
import { taskTypeOptions } from './task-type-options';
import { getMemberSelect } from '../../api/get-member-select';
import { getTaskStatusSelect } from '../../api/get-task-status-select';
import { getTaskTypeCountPage } from '../../api/get-task-type-count-page';

export interface FilterOptions {
  statuses: StatusOption[];
  taskTypes: SelectOption[];
  members: MemberOption[];
}

/** The choices of the filters. Each list loads on its own: one that fails leaves its filter empty, not the page. */
export function useFilterOptions(withMembers: boolean): FilterOptions {
  const [statuses, setStatuses] = useState<StatusOption[]>([]);
  const [taskTypes, setTaskTypes] = useState<SelectOption[]>([]);
  const [members, setMembers] = useState<MemberOption[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal, quiet: true };
    const ignore = () => undefined;
    getTaskStatusSelect(options).then(setStatuses, ignore);
    getTaskTypeCountPage({ pageNum: 1, pageSize: MAX_PAGE_SIZE }, options).then(
      (page) => setTaskTypes(taskTypeOptions(page.list)),
      ignore,
    );
    if (withMembers) getMemberSelect(options).then(setMembers, ignore);
    return () => controller.abort();
  }, [withMembers]);

  return { statuses, taskTypes, members };
}
