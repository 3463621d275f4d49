import { PLATFORM_ENDPOINTS } from '@pest-portal/shared/contract';
import { DASHBOARD_ENDPOINTS } from '@pest-portal/shared/contract/dashboard';
import { FEEDBACK_ENDPOINTS } from '@pest-portal/shared/contract/feedback';
import { QUALIFICATION_ENDPOINTS } from '@pest-portal/shared/contract/qualification';
import { SCANNER_ENDPOINTS } from '@pest-portal/shared/contract/scanner';
import { SERVICE_ENDPOINTS } from '@pest-portal/shared/contract/service';

/**
 * Every endpoint the API serves, one table per section. The authorization matrix and
 * the fuzz suite (src/contract-tests) are generated from it: an endpoint added here
 * without its matrix row, or without a registered route, fails them. A new section
 * adds its table with one line.
 */
export const ALL_ENDPOINTS = {
  ...PLATFORM_ENDPOINTS,
  ...FEEDBACK_ENDPOINTS,
  ...SERVICE_ENDPOINTS,
  ...SCANNER_ENDPOINTS,
  ...QUALIFICATION_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
} as const;

export type ApiEndpointName = keyof typeof ALL_ENDPOINTS;
