import { queryClient } from '@pest-portal/shared/query';
import { readId } from '../../components/use-id-param';
import { taskCommentQuery } from '../../queries/task-comment-query';
import { taskDetailQuery } from '../../queries/task-detail-query';
import { prefetching } from '../../routing/prefetching';

/** evaluateSignature's loader: the visit in ?id= (may it be rated, signed?) and its rating. */
export const evaluateSignatureLoader = prefetching((search) => {
  const taskId = readId(search.get('id'));
  if (taskId === null) return;
  void queryClient.prefetchQuery(taskDetailQuery(taskId));
  void queryClient.prefetchQuery(taskCommentQuery(taskId));
});
