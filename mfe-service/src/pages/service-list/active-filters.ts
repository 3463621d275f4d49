import type { ServiceMessageKey } from '../../i18n';
import type { FilterOptions } from './use-filter-options';
import type { ServiceFilters } from './use-service-search';

/** One filter in force, as a removable tag shows it: what it is, its value, and what removing it clears. */
export interface ActiveFilter {
  key: string;
  label: ServiceMessageKey;
  value: string;
  clear: Partial<ServiceFilters>;
}

/**
 * The filters in force, in the order of the fields. Values are named from the select
 * lists (an id whose name has not loaded yet shows as the id). The plan's drill-down
 * scope (planned, memberOnly) is not a filter the user set, so it is not listed.
 */
export function activeFilters(
  value: ServiceFilters,
  options: FilterOptions,
  statusName: (status: NonNullable<ServiceFilters['status']>) => string,
): ActiveFilter[] {
  const found: ActiveFilter[] = [];
  if (value.status)
    found.push({
      key: 'status',
      label: 'service.filter.status',
      value: statusName(value.status),
      clear: { status: undefined },
    });
  if (value.startDate || value.endDate)
    found.push({
      key: 'planDate',
      label: 'service.filter.planDate',
      value: `${value.startDate ?? ''} ~ ${value.endDate ?? ''}`,
      clear: { startDate: undefined, endDate: undefined },
    });
  if (value.taskTypeId !== undefined) {
    const option = options.taskTypes.find((o) => o.value === value.taskTypeId);
    found.push({
      key: 'taskType',
      label: 'service.filter.taskType',
      value: option?.label ?? String(value.taskTypeId),
      clear: { taskTypeId: undefined },
    });
  }
  if (value.memberId !== undefined) {
    const option = options.members.find((o) => o.value === value.memberId);
    found.push({
      key: 'member',
      label: 'service.filter.member',
      value: option?.label ?? String(value.memberId),
      clear: { memberId: undefined, memberOnly: undefined },
    });
  }
  return found;
}
