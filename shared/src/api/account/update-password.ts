import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import type { UpdatePasswordRequest } from '../../contract/account';
import { request, type CallOptions } from '../http-client';

/** spec §5: no checks in the client; the three fields are sent as entered. */
export const updatePassword = (input: UpdatePasswordRequest, options?: CallOptions) =>
  request(ENDPOINTS.updatePassword, input, options);
