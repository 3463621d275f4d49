import { FEEDBACK_ENDPOINTS } from './feedback';
import { PLATFORM_ENDPOINTS } from './platform-endpoints';
import { SERVICE_ENDPOINTS } from './service/endpoints';

export { PLATFORM_ENDPOINTS };

/**
 * Every endpoint of spec §7, one table, for the calls still written against it. A
 * section's own code imports its section's table (`@pest-portal/shared/contract/<section>`).
 */
export const ENDPOINTS = {
  ...PLATFORM_ENDPOINTS,
  ...FEEDBACK_ENDPOINTS,
  ...SERVICE_ENDPOINTS,
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
