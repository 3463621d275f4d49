import { getTaskPestRisks } from '../api/get-task-pest-risks';
import { visitPartQuery } from './visit-part-query';

/** Pest risks found on the visit. */
export const taskPestRisksQuery = visitPartQuery('pestRisks', getTaskPestRisks);
