import type { QueryClient } from '@tanstack/react-query';
import { messageListsKey, planKey, visitKey, visitListsKey } from '../queries/query-keys';

/**
 * A visit was rated or signed: every part of it (detail, rating, signatures, report) and
 * every list that shows it (status, score) are stale. Not awaited by the caller: the page
 * moves on at once and the refetched data shows when it arrives.
 */
export function visitChanged(client: QueryClient, taskId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: visitKey(taskId) }),
    client.invalidateQueries({ queryKey: visitListsKey() }),
  ]);
}

/**
 * A visit was signed: besides the visit and its lists, signing completes it (the plan's
 * finished counts) and sends a notification (服务已完成) with an unread mark.
 */
export function visitSigned(client: QueryClient, taskId: number): Promise<unknown> {
  return Promise.all([
    visitChanged(client, taskId),
    client.invalidateQueries({ queryKey: planKey() }),
    client.invalidateQueries({ queryKey: messageListsKey() }),
  ]);
}
