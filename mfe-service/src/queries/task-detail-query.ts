import { getTaskDetail } from '../api/get-task-detail';
import { visitPartQuery } from './visit-part-query';

/** One work order, with what the customer may still do (canSign, canComment). */
export const taskDetailQuery = visitPartQuery('detail', getTaskDetail);
