import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type SignatureRequest } from '@pest-portal/shared/contract/service';

/** Sign a visit awaiting signature with an uploaded PNG's URL. */
export const signTask = (input: SignatureRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskSignature, input, options);
