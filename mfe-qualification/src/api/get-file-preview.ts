import { request, type CallOptions } from '@pest-portal/shared';
import {
  QUALIFICATION_ENDPOINTS,
  type SystemFileQuery,
} from '@pest-portal/shared/contract/qualification';

/** The page image of a file: what a phone shows instead of a PDF. */
export const getFilePreview = (input: SystemFileQuery, options?: CallOptions) =>
  request(QUALIFICATION_ENDPOINTS.systemFilePreview, input, options);
