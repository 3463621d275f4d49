import { getTaskMaterials } from '../api/get-task-materials';
import { visitPartQuery } from './visit-part-query';

/** Chemicals and materials used on the visit. */
export const taskMaterialsQuery = visitPartQuery('materials', getTaskMaterials);
