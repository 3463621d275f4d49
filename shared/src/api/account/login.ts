import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import type { LoginRequest } from '../../contract/account';
import { request, type CallOptions } from '../http-client';

/** Log in with a password or an SMS code; the caller stores the session (useSessionStore.signIn). */
export const login = (input: LoginRequest, options?: CallOptions) =>
  request(ENDPOINTS.login, input, options);
