/**
 * The fixed clock of the service, dashboard and qualification suites: the seed and the
 * "this month / this year" lists agree on today, whatever day the suite runs.
 */
export const TEST_NOW = new Date('2026-11-23T02:00:00Z');
