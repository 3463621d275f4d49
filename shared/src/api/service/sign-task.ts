import { ENDPOINTS } from '../../contract/endpoints';
import type { SignatureRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Sign a visit awaiting signature with an uploaded PNG's URL. */
export const signTask = (input: SignatureRequest, options?: CallOptions) =>
  request(ENDPOINTS.taskSignature, input, options);
