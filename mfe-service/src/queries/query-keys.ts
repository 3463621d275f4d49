import { useSessionStore } from '@pest-portal/shared';

/**
 * The first part of every query key of the section: the company the data belongs to, so
 * that after a company switch the one cache of the portal never answers with the rows of
 * the company before.
 */
export function companyScope(): readonly ['service', string | null] {
  return ['service', useSessionStore.getState().mid];
}

// The families below are what a change invalidates at once: every query of a family
// starts with its key, so invalidating the family refreshes each of them (a prefix match).

/** Every part of one visit: its detail, records, signatures, rating and report. */
export const visitKey = (taskId: number) => [...companyScope(), 'visit', taskId] as const;

/** Every list of visits: the service list and the five work-order lists. */
export const visitListsKey = () => [...companyScope(), 'visits'] as const;

/** The plan's completion counts (per company, per service type). */
export const planKey = () => [...companyScope(), 'plan'] as const;

/**
 * The lists of notifications (with their unread count). A notification's own detail is
 * kept apart (messageDetailQuery): reading it changes the lists, and invalidating the
 * lists must not fetch the detail, which would mark it read again, without end.
 */
export const messageListsKey = () => [...companyScope(), 'messages'] as const;

/** The lists of the company's risk points. */
export const riskPointListsKey = () => [...companyScope(), 'riskPoints'] as const;
