import { useSessionStore } from '@pest-portal/shared';

/**
 * The first part of every query key of the section: the company the data belongs to, so
 * that after a company switch the one cache of the portal never answers with the rows of
 * the company before.
 */
export function companyScope(): readonly ['service', string | null] {
  return ['service', useSessionStore.getState().mid];
}
