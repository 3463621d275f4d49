import { getTaskRisks } from '../api/get-task-risks';
import { visitPartQuery } from './visit-part-query';

/** Facility and hygiene risks found on the visit. */
export const taskRisksQuery = visitPartQuery('risks', getTaskRisks);
