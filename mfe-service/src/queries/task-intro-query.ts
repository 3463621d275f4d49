import { getTaskIntro } from '../api/get-task-intro';
import { visitPartQuery } from './visit-part-query';

/** What the visit covered, found and suggests. */
export const taskIntroQuery = visitPartQuery('intro', getTaskIntro);
