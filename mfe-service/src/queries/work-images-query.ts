import { getWorkImages } from '../api/get-work-images';
import { visitPartQuery } from './visit-part-query';

/** Photos the technician took on the visit. */
export const workImagesQuery = visitPartQuery('images', getWorkImages);
