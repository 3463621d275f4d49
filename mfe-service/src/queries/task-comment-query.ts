import { getTaskComment } from '../api/get-task-comment';
import { visitPartQuery } from './visit-part-query';

/** The customer's rating and comment; null until given. */
export const taskCommentQuery = visitPartQuery('comment', getTaskComment);
