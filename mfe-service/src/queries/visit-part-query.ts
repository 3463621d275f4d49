import { queryOptions } from '@tanstack/react-query';
import type { CallOptions } from '@pest-portal/shared';
import type { TaskIdQuery } from '@pest-portal/shared/contract/service';
import { visitKey } from './query-keys';

/**
 * The query of one part of a visit, asked by the visit's id: keyed under the visit
 * (visitKey), so that a change to the visit (a rating, a signature) refreshes every part.
 * The call is quiet: the page shows a failure in place, with a retry.
 */
export function visitPartQuery<T>(
  part: string,
  call: (input: TaskIdQuery, options: CallOptions) => Promise<T>,
) {
  return (taskId: number) =>
    queryOptions({
      queryKey: [...visitKey(taskId), part] as const,
      queryFn: ({ signal }) => call({ taskId }, { signal, quiet: true }),
    });
}
